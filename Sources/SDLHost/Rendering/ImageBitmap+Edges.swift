import UIKit

extension ImageBitmap {
  /// Whether every pixel along the bitmap's four edges is fully transparent, as around a
  /// shape layer's path: turned, its quad's outline then crosses nothing visible, so it needs
  /// no antialiasing and is drawn as two plain triangles.
  var hasClearEdges: Bool {
    guard width > 0, height > 0 else { return true }
    func clear(_ x: Int, _ y: Int) -> Bool { pixels[(y * width + x) * 4 + 3] == 0 }
    for x in 0..<width where !clear(x, 0) || !clear(x, height - 1) { return false }
    for y in 0..<height where !clear(0, y) || !clear(width - 1, y) { return false }
    return true
  }
}

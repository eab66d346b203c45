@_implementationOnly import CSDL2

extension FontLibrary {
  /// One line of text as 8-bit coverage at `scale` pixels per point, for string drawing into a
  /// Core Graphics context: the same glyphs, from the same file at the same size, that a host
  /// draws for labels. `nil` for empty text or a font that cannot be opened.
  func glyphCoverage(of text: String, face: FontFace, scale: CGFloat)
    -> (alpha: [UInt8], width: Int, height: Int)?
  {
    guard !text.isEmpty, let font = handle(for: face, scale: scale) else { return nil }
    let rendered = withState { _ in
      TTF_RenderUTF8_Blended(font, Self.ttfText(text), SDL_Color(r: 255, g: 255, b: 255, a: 255))
    }
    guard let surface = rendered else { return nil }
    defer { SDL_FreeSurface(surface) }
    guard let converted = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
    else { return nil }
    defer { SDL_FreeSurface(converted) }
    let width = Int(converted.pointee.w)
    let height = Int(converted.pointee.h)
    let pitch = Int(converted.pointee.pitch)
    guard width > 0, height > 0 else { return nil }
    var alpha = [UInt8](repeating: 0, count: width * height)
    SDL_LockSurface(converted)
    let base = converted.pointee.pixels.assumingMemoryBound(to: UInt8.self)
    for y in 0..<height {
      let row = UnsafeRawPointer(base + y * pitch).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width { alpha[y * width + x] = UInt8(row[x] >> 24) }
    }
    SDL_UnlockSurface(converted)
    return (alpha, width, height)
  }
}

import Foundation

/// The files this package ships as SwiftPM resources: fonts and images.
///
/// Everything is read through `Bundle.module`, so the files travel with the build products and
/// no path on the build machine is baked in.
public enum AssetCatalog {
  /// The folder of bundled fonts (`Fonts/`), or `nil` if the resource bundle lacks it.
  public static var fontsDirectory: URL? { directory("Fonts") }

  /// The folder of bundled images (`Images/`), or `nil` if the resource bundle lacks it.
  public static var imagesDirectory: URL? { directory("Images") }

  private static func directory(_ name: String) -> URL? {
    guard let base = Bundle.module.resourceURL else { return nil }
    let url = base.appendingPathComponent(name, isDirectory: true)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return nil }
    return url
  }
}

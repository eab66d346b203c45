/// A font object that stands for a font file at a size, as `UIFont` does: on iOS a `UIFont`
/// is a `CTFont`, which a text layer's `font` takes; UIKit conforms its class.
package protocol FontFaceConvertible {
  /// The font file and point size.
  var face: FontFace { get }
}

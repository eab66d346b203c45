/// A label's backing layer, named as UIKit names it so that descriptions read the same
/// (`layer = <_UILabelLayer: 0x…>`). It draws nothing of its own: the label draws its text.
final class _UILabelLayer: CALayer {}

/// One attribute of a view or layout guide, for making constraints: iOS 9's anchor API.
///
/// Matches UIKit: the type parameter keeps x-axis, y-axis and dimension anchors apart, so
/// `view.leadingAnchor.constraint(equalTo: other.topAnchor)` does not compile.
///
/// ```swift
/// child.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20)
/// ```
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  let item: AnyObject
  let attribute: NSLayoutConstraint.Attribute

  init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
    super.init()
  }

  /// The view or guide the anchor belongs to, as UIKit's `item`.
  open var anchorItem: AnyObject { item }

  /// Matches UIKit: an inactive constraint making this anchor equal to `anchor`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.equal, anchor, multiplier: 1, constant: 0)
  }

  /// Matches UIKit: an inactive constraint making this anchor equal to `anchor` plus `c`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, multiplier: 1, constant: c)
  }

  /// Matches UIKit: an inactive constraint keeping this anchor at or after (below, or larger than)
  /// `anchor`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, multiplier: 1, constant: 0)
  }

  /// Matches UIKit: an inactive constraint keeping this anchor at least `anchor` plus `c`.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
  }

  /// Matches UIKit: an inactive constraint keeping this anchor at or before (above, or smaller
  /// than) `anchor`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, multiplier: 1, constant: 0)
  }

  /// Matches UIKit: an inactive constraint keeping this anchor at most `anchor` plus `c`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
  }

  func make(
    _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?,
    multiplier: CGFloat, constant: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      first: item, attribute, relation, second: other?.item,
      other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
  }
}

/// A horizontal position anchor: leading, trailing, left, right, centerX.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// Matches UIKit: the standard spacing (8 points) after `anchor`, times `multiplier`.
  open func constraint(
    equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.equal, anchor, multiplier: 1, constant: 8 * multiplier)
  }
}

/// A vertical position anchor: top, bottom, centerY, baselines.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// Matches UIKit: the standard spacing (8 points) below `anchor`, times `multiplier`.
  open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, multiplier: 1, constant: 8 * multiplier)
  }
}

/// A size anchor: width or height.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// Matches UIKit: an inactive constraint fixing this size to `c` points.
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.equal, nil, multiplier: 1, constant: c)
  }

  /// Matches UIKit: an inactive constraint keeping this size at least `c` points.
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, nil, multiplier: 1, constant: c)
  }

  /// Matches UIKit: an inactive constraint keeping this size at most `c` points.
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, nil, multiplier: 1, constant: c)
  }

  /// Matches UIKit: an inactive constraint making this size `m` times `anchor`.
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, multiplier: m, constant: 0)
  }

  /// Matches UIKit: an inactive constraint making this size `m` times `anchor` plus `c`.
  open func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  )
    -> NSLayoutConstraint
  {
    make(.equal, anchor, multiplier: m, constant: c)
  }

  /// Matches UIKit: an inactive constraint keeping this size at least `m` times `anchor`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  /// Matches UIKit: an inactive constraint keeping this size at least `m` times `anchor` plus `c`.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }

  /// Matches UIKit: an inactive constraint keeping this size at most `m` times `anchor`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  /// Matches UIKit: an inactive constraint keeping this size at most `m` times `anchor` plus `c`.
  open func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}

/// The anchors of anything constraints can refer to; views and layout guides have them all.
@MainActor
protocol AnchorProviding: AnyObject {}

extension AnchorProviding {
  func xAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: attribute)
  }
  func yAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: attribute)
  }
  func dimension(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutDimension {
    NSLayoutDimension(item: self, attribute: attribute)
  }
}

extension UIView: AnchorProviding {
  /// Matches UIKit: the leading edge, which is the right edge when the view lays out right to
  /// left (``UIView/effectiveUserInterfaceLayoutDirection``), with constants that point inward
  /// from it. Constraints on it are written anew when the direction changes.
  public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
  /// Matches UIKit: the trailing edge, which is the left edge when the view lays out right to
  /// left; it flips with the direction as ``leadingAnchor`` does.
  public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
  /// The left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
  /// The right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
  /// The horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
  /// The top edge.
  public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
  /// The bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
  /// The vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
  /// Matches UIKit: the first line's baseline for a label; the top edge for views without text.
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.firstBaseline) }
  /// Matches UIKit: the last line's baseline for a label; the bottom edge for views without text.
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.lastBaseline) }
  /// The width.
  public var widthAnchor: NSLayoutDimension { dimension(.width) }
  /// The height.
  public var heightAnchor: NSLayoutDimension { dimension(.height) }
}

extension UILayoutGuide: AnchorProviding {
  /// Matches UIKit: the guide's leading edge, which is its right edge when its owning view lays
  /// out right to left (``UIView/effectiveUserInterfaceLayoutDirection``).
  public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
  /// Matches UIKit: the guide's trailing edge, which is its left edge when its owning view lays
  /// out right to left.
  public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
  /// The guide's left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
  /// The guide's right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
  /// The guide's horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
  /// The guide's top edge.
  public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
  /// The guide's bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
  /// The guide's vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
  /// The guide's width.
  public var widthAnchor: NSLayoutDimension { dimension(.width) }
  /// The guide's height.
  public var heightAnchor: NSLayoutDimension { dimension(.height) }
}

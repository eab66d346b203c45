/// One attribute of a view or layout guide, for making constraints: iOS 9's anchor API.
///
/// Matches UIKit: the type parameter keeps x-axis, y-axis and dimension anchors apart, so
/// `view.leadingAnchor.constraint(equalTo: other.topAnchor)` does not compile.
///
/// ```swift
/// child.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20)
/// ```
@MainActor
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

  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.equal, anchor, multiplier: 1, constant: 0)
  }

  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, multiplier: 1, constant: c)
  }

  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, multiplier: 1, constant: 0)
  }

  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
  }

  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, multiplier: 1, constant: 0)
  }

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
      item: item, attribute: attribute, relatedBy: relation, toItem: other?.item,
      attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
  }
}

/// A horizontal position anchor: leading, trailing, left, right, centerX.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// Matches UIKit: the standard spacing (8 points) after `anchor`, times `multiplier`.
  open func constraint(
    equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.equal, anchor, multiplier: 1, constant: 8 * multiplier)
  }
}

/// A vertical position anchor: top, bottom, centerY, baselines.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// Matches UIKit: the standard spacing (8 points) below `anchor`, times `multiplier`.
  open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, multiplier: 1, constant: 8 * multiplier)
  }
}

/// A size anchor: width or height.
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.equal, nil, multiplier: 1, constant: c)
  }

  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, nil, multiplier: 1, constant: c)
  }

  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, nil, multiplier: 1, constant: c)
  }

  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, multiplier: m, constant: 0)
  }

  open func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  )
    -> NSLayoutConstraint
  {
    make(.equal, anchor, multiplier: m, constant: c)
  }

  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }

  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
  }

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
  public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
  public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
  public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
  public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
  public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.firstBaseline) }
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.lastBaseline) }
  public var widthAnchor: NSLayoutDimension { dimension(.width) }
  public var heightAnchor: NSLayoutDimension { dimension(.height) }
}

extension UILayoutGuide: AnchorProviding {
  public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
  public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
  public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
  public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
  public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
  public var widthAnchor: NSLayoutDimension { dimension(.width) }
  public var heightAnchor: NSLayoutDimension { dimension(.height) }
}

/// One dimension of a compositional layout's element: a fraction of its container's width or
/// height, an absolute length, or an estimate the element's content replaces, as
/// `NSCollectionLayoutDimension`.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: NSObject {
  enum Kind: Equatable { case fractionalWidth, fractionalHeight, absolute, estimated }
  let kind: Kind
  /// Matches UIKit: the fraction, length or estimate.
  public let dimension: CGFloat

  private init(_ kind: Kind, _ dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension
    super.init()
  }

  /// Matches UIKit: a fraction of the container's width.
  public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth)
  }
  /// Matches UIKit: a fraction of the container's height.
  public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight)
  }
  /// Matches UIKit: a length in points.
  public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.absolute, absoluteDimension)
  }
  /// Matches UIKit: a starting length the element's content replaces when it is shown.
  public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.estimated, estimatedDimension)
  }

  /// Matches UIKit: whether the dimension is a fraction of the container's width.
  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// Matches UIKit: whether the dimension is a fraction of the container's height.
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// Matches UIKit: whether the dimension is absolute.
  public var isAbsolute: Bool { kind == .absolute }
  /// Matches UIKit: whether the dimension is an estimate.
  public var isEstimated: Bool { kind == .estimated }

  /// The length in a container of `size`.
  func resolved(in size: CGSize) -> CGFloat {
    switch kind {
    case .fractionalWidth: dimension * size.width
    case .fractionalHeight: dimension * size.height
    case .absolute, .estimated: dimension
    }
  }
}

/// The width and height of a compositional layout's element, as `NSCollectionLayoutSize`.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize: NSObject {
  /// Matches UIKit: the width.
  public let widthDimension: NSCollectionLayoutDimension
  /// Matches UIKit: the height.
  public let heightDimension: NSCollectionLayoutDimension

  /// Matches UIKit: a size of these dimensions.
  public init(
    widthDimension width: NSCollectionLayoutDimension,
    heightDimension height: NSCollectionLayoutDimension
  ) {
    widthDimension = width
    heightDimension = height
    super.init()
  }

  /// The size in a container of `size`.
  func resolved(in size: CGSize) -> CGSize {
    CGSize(width: widthDimension.resolved(in: size), height: heightDimension.resolved(in: size))
  }
}

/// Space between the items of a group, as `NSCollectionLayoutSpacing`: fixed, or flexible (at
/// least that much, the rest shared out).
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: NSObject {
  /// Matches UIKit: the spacing's points.
  public let spacing: CGFloat
  /// Matches UIKit: whether the spacing grows to fill the group.
  public let isFlexibleSpacing: Bool
  /// Matches UIKit: whether the spacing is fixed.
  public var isFixedSpacing: Bool { !isFlexibleSpacing }

  private init(_ spacing: CGFloat, flexible: Bool) {
    self.spacing = spacing
    isFlexibleSpacing = flexible
    super.init()
  }

  /// Matches UIKit: exactly this much space.
  public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(fixedSpacing, flexible: false)
  }
  /// Matches UIKit: at least this much space, with the group's spare space shared out.
  public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(flexibleSpacing, flexible: true)
  }
}

/// Space around an item within its group, added to its place, as
/// `NSCollectionLayoutEdgeSpacing`.
@preconcurrency @MainActor
public final class NSCollectionLayoutEdgeSpacing: NSObject {
  /// Matches UIKit: the space before the item's leading edge.
  public let leading: NSCollectionLayoutSpacing?
  /// Matches UIKit: the space above the item.
  public let top: NSCollectionLayoutSpacing?
  /// Matches UIKit: the space after the item's trailing edge.
  public let trailing: NSCollectionLayoutSpacing?
  /// Matches UIKit: the space below the item.
  public let bottom: NSCollectionLayoutSpacing?

  /// Matches UIKit: edge spacing of these spacings.
  public init(
    leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
    trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
    super.init()
  }
}

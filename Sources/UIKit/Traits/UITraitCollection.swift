import Synchronization

/// The interface environment a view or view controller lives in: size classes, light or dark
/// style, display scale, idiom and layout direction.
///
/// Matches UIKit: a trait collection is immutable; an unspecified trait (`.unspecified`, or a
/// scale of 0) is filled in by the environment when collections are combined with
/// ``init(traitsFrom:)``, where later collections win.
open class UITraitCollection: NSObject, @unchecked Sendable {
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  public let verticalSizeClass: UIUserInterfaceSizeClass
  public let userInterfaceStyle: UIUserInterfaceStyle
  public let displayScale: CGFloat
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  public let layoutDirection: UITraitEnvironmentLayoutDirection

  init(
    horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
    verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
    userInterfaceStyle: UIUserInterfaceStyle = .unspecified,
    displayScale: CGFloat = 0,
    userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified,
    layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.userInterfaceStyle = userInterfaceStyle
    self.displayScale = displayScale
    self.userInterfaceIdiom = userInterfaceIdiom
    self.layoutDirection = layoutDirection
    super.init()
  }

  public override convenience init() { self.init(horizontalSizeClass: .unspecified) }

  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified)
  }

  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass)
  }

  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(horizontalSizeClass: .unspecified, userInterfaceStyle: userInterfaceStyle)
  }

  public convenience init(displayScale: CGFloat) {
    self.init(horizontalSizeClass: .unspecified, displayScale: displayScale)
  }

  public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
    self.init(horizontalSizeClass: .unspecified, userInterfaceIdiom: userInterfaceIdiom)
  }

  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init(horizontalSizeClass: .unspecified, layoutDirection: layoutDirection)
  }

  /// Matches UIKit: each specified trait of a later collection overrides the earlier ones.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    func pick<T: Equatable>(_ key: (UITraitCollection) -> T, unset: T) -> T {
      traitCollections.reversed().map(key).first { $0 != unset } ?? unset
    }
    self.init(
      horizontalSizeClass: pick(\.horizontalSizeClass, unset: .unspecified),
      verticalSizeClass: pick(\.verticalSizeClass, unset: .unspecified),
      userInterfaceStyle: pick(\.userInterfaceStyle, unset: .unspecified),
      displayScale: pick(\.displayScale, unset: 0),
      userInterfaceIdiom: pick(\.userInterfaceIdiom, unset: .unspecified),
      layoutDirection: pick(\.layoutDirection, unset: .unspecified))
  }

  /// Matches UIKit: true when every trait specified in `other` has the same value here.
  public func containsTraits(in other: UITraitCollection?) -> Bool {
    guard let other else { return true }
    return
      (other.horizontalSizeClass == .unspecified
      || other.horizontalSizeClass == horizontalSizeClass)
      && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
      && (other.userInterfaceStyle == .unspecified
        || other.userInterfaceStyle == userInterfaceStyle)
      && (other.displayScale == 0 || other.displayScale == displayScale)
      && (other.userInterfaceIdiom == .unspecified
        || other.userInterfaceIdiom == userInterfaceIdiom)
      && (other.layoutDirection == .unspecified || other.layoutDirection == layoutDirection)
  }

  /// Matches UIKit: true when a dynamic colour could resolve differently between the two.
  public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
    userInterfaceStyle != (other?.userInterfaceStyle ?? .unspecified)
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    return containsTraits(in: other) && other.containsTraits(in: self)
  }

  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(horizontalSizeClass)
    hasher.combine(verticalSizeClass)
    hasher.combine(userInterfaceStyle)
    hasher.combine(displayScale)
    hasher.combine(userInterfaceIdiom)
    hasher.combine(layoutDirection)
    return hasher.finalize()
  }

  open override var description: String {
    "<UITraitCollection: H\(horizontalSizeClass) V\(verticalSizeClass) "
      + "style \(userInterfaceStyle) scale \(displayScale)>"
  }

  private static let currentStorage = Mutex<UITraitCollection>(
    UITraitCollection(userInterfaceStyle: .light, displayScale: 1))

  /// The collection that dynamic colours resolve against when none is given explicitly.
  ///
  /// Matches UIKit: set around `draw`, `layoutSubviews` and `traitCollectionDidChange`, and
  /// settable by apps through ``performAsCurrent(_:)``.
  public class var current: UITraitCollection {
    get { currentStorage.withLock { $0 } }
    set { currentStorage.withLock { $0 = newValue } }
  }

  /// Runs `actions` with this collection as ``current``.
  public func performAsCurrent(_ actions: () throws -> Void) rethrows {
    let saved = UITraitCollection.current
    UITraitCollection.current = self
    defer { UITraitCollection.current = saved }
    try actions()
  }
}

/// Compact or regular space along one axis.
public enum UIUserInterfaceSizeClass: Int, Sendable, CustomStringConvertible {
  case unspecified = 0
  case compact = 1
  case regular = 2

  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .compact: "compact"
    case .regular: "regular"
    }
  }
}

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable, CustomStringConvertible {
  case unspecified = 0
  case light = 1
  case dark = 2

  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .light: "light"
    case .dark: "dark"
    }
  }
}

/// The kind of device the interface is designed for.
public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1
  case phone = 0
  case pad = 1
  case tv = 2
  case carPlay = 3
  case mac = 5
  case vision = 6
}

/// Left-to-right or right-to-left layout.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  case unspecified = -1
  case leftToRight = 0
  case rightToLeft = 1
}

import Synchronization

/// The interface environment a view or view controller lives in: size classes, light or dark
/// style, display scale, idiom and layout direction.
///
/// Matches UIKit: a trait collection is immutable; an unspecified trait (`.unspecified`, or a
/// scale of 0) is filled in by the environment when collections are combined with
/// ``init(traitsFrom:)``, where later collections win.
open class UITraitCollection: NSObject, @unchecked Sendable {
  /// Compact below 600 points of window width, regular from 600, as on an iPad.
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  /// Compact below 500 points of window height, regular from 500.
  public let verticalSizeClass: UIUserInterfaceSizeClass
  /// Light or dark: the screen's (Ctrl+D in the host) unless a window or controller overrides it.
  public let userInterfaceStyle: UIUserInterfaceStyle
  /// Pixels per point; 0 when unspecified.
  public let displayScale: CGFloat
  /// Always `.pad` for the screen's traits here.
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  /// Matches UIKit: the direction leading and trailing resolve in. The screen's traits carry
  /// the app's direction (``UIApplication/userInterfaceLayoutDirection``, left to right unless
  /// the app is switched, as the demo's Ctrl+R does); an override such as
  /// `setOverrideTraitCollection(_:forChild:)` can turn one subtree right to left.
  public let layoutDirection: UITraitEnvironmentLayoutDirection
  /// Matches UIKit: the text size preferred fonts are made at. The screen's traits carry the
  /// app's (``UIApplication/preferredContentSizeCategory``); a snapshot strategy's or a
  /// container's override can set another for one subtree. `.unspecified` in a collection made
  /// with an initializer that names another trait.
  public let preferredContentSizeCategory: UIContentSizeCategory

  init(
    horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
    verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
    userInterfaceStyle: UIUserInterfaceStyle = .unspecified,
    displayScale: CGFloat = 0,
    userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified,
    layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified,
    preferredContentSizeCategory: UIContentSizeCategory = .unspecified
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.userInterfaceStyle = userInterfaceStyle
    self.displayScale = displayScale
    self.userInterfaceIdiom = userInterfaceIdiom
    self.layoutDirection = layoutDirection
    self.preferredContentSizeCategory = preferredContentSizeCategory
    super.init()
  }

  /// Matches UIKit: a collection with every trait unspecified.
  public override convenience init() { self.init(horizontalSizeClass: .unspecified) }

  /// Matches UIKit: a collection that specifies only the horizontal size class.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified)
  }

  /// Matches UIKit: a collection that specifies only the vertical size class.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass)
  }

  /// Matches UIKit: a collection that specifies only the light or dark style.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(horizontalSizeClass: .unspecified, userInterfaceStyle: userInterfaceStyle)
  }

  /// Matches UIKit: a collection that specifies only the display scale.
  public convenience init(displayScale: CGFloat) {
    self.init(horizontalSizeClass: .unspecified, displayScale: displayScale)
  }

  /// Matches UIKit: a collection that specifies only the idiom.
  public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
    self.init(horizontalSizeClass: .unspecified, userInterfaceIdiom: userInterfaceIdiom)
  }

  /// Matches UIKit: a collection that specifies only the layout direction.
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init(horizontalSizeClass: .unspecified, layoutDirection: layoutDirection)
  }

  /// Matches UIKit: a collection that specifies only the content size category, as snapshot
  /// tests pass to choose a text size:
  ///
  /// ```swift
  /// assertSnapshot(of: label, as: .image(traits: .init(preferredContentSizeCategory: .extraSmall)))
  /// ```
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(
      horizontalSizeClass: .unspecified, preferredContentSizeCategory: preferredContentSizeCategory)
  }

  /// Matches UIKit: each specified trait of a later collection overrides the earlier ones.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    // A loop, not `reversed().map(key).first`, which made an array per trait: collections are
    // combined whenever a view's traits are asked for (layout direction, for every leading
    // or trailing constraint activated).
    func pick<T: Equatable>(_ key: (UITraitCollection) -> T, unset: T) -> T {
      for collection in traitCollections.reversed() {
        let value = key(collection)
        if value != unset { return value }
      }
      return unset
    }
    self.init(
      horizontalSizeClass: pick(\.horizontalSizeClass, unset: .unspecified),
      verticalSizeClass: pick(\.verticalSizeClass, unset: .unspecified),
      userInterfaceStyle: pick(\.userInterfaceStyle, unset: .unspecified),
      displayScale: pick(\.displayScale, unset: 0),
      userInterfaceIdiom: pick(\.userInterfaceIdiom, unset: .unspecified),
      layoutDirection: pick(\.layoutDirection, unset: .unspecified),
      preferredContentSizeCategory: pick(\.preferredContentSizeCategory, unset: .unspecified))
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
      && (other.preferredContentSizeCategory == .unspecified
        || other.preferredContentSizeCategory == preferredContentSizeCategory)
  }

  /// Matches UIKit: true when a dynamic colour could resolve differently between the two.
  public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
    userInterfaceStyle != (other?.userInterfaceStyle ?? .unspecified)
  }

  /// Equal when both specify the same traits with the same values.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    return containsTraits(in: other) && other.containsTraits(in: self)
  }

  /// Hashes every trait, matching equality.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(horizontalSizeClass)
    hasher.combine(verticalSizeClass)
    hasher.combine(userInterfaceStyle)
    hasher.combine(displayScale)
    hasher.combine(userInterfaceIdiom)
    hasher.combine(layoutDirection)
    hasher.combine(preferredContentSizeCategory)
    return hasher.finalize()
  }

  /// The size classes, style, scale and content size category, for debugging.
  open override var description: String {
    "<UITraitCollection: H\(horizontalSizeClass) V\(verticalSizeClass) "
      + "style \(userInterfaceStyle) scale \(displayScale) "
      + "size \(preferredContentSizeCategory)>"
  }

  private static let currentStorage: Mutex<UITraitCollection> = {
    let initial = UITraitCollection(userInterfaceStyle: .light, displayScale: 1)
    ProcessState.register { UITraitCollection.current = initial }
    return Mutex(initial)
  }()

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
    let saved = UITraitCollection.replaceCurrent(with: self)
    defer { _ = UITraitCollection.replaceCurrent(with: saved) }
    try actions()
  }

  /// Sets ``current`` and returns the one it replaces, in one turn of the lock: every view's
  /// layout and drawing runs inside ``performAsCurrent(_:)``.
  private static func replaceCurrent(with traits: UITraitCollection) -> UITraitCollection {
    currentStorage.withLock { current in
      let replaced = current
      current = traits
      return replaced
    }
  }
}

/// Compact or regular space along one axis.
public enum UIUserInterfaceSizeClass: Int, Sendable, CustomStringConvertible {
  /// Not specified: filled in by the environment when collections are combined.
  case unspecified = 0
  /// Constrained space: a narrow or short window.
  case compact = 1
  /// Ample space.
  case regular = 2

  /// The case's name, for descriptions.
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
  /// Not specified: filled in by the environment when collections are combined.
  case unspecified = 0
  /// Light appearance: dark text on light backgrounds.
  case light = 1
  /// Dark appearance: light text on dark backgrounds.
  case dark = 2

  /// The case's name, for descriptions.
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
  /// Not specified.
  case unspecified = -1
  /// An iPhone; never reported here.
  case phone = 0
  /// An iPad: what the screen reports here.
  case pad = 1
  /// An Apple TV; never reported here.
  case tv = 2
  /// CarPlay; never reported here.
  case carPlay = 3
  /// A Mac; never reported here.
  case mac = 5
  /// Apple Vision Pro; never reported here.
  case vision = 6
}

/// Left-to-right or right-to-left layout.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  /// Not specified.
  case unspecified = -1
  /// Left to right.
  case leftToRight = 0
  /// Right to left: leading edges are on the right, and stock containers mirror.
  case rightToLeft = 1
}

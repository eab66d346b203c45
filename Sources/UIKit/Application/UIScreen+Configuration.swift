extension UIScreen {
  /// The device a screen stands for: its size in points, pixels per point, safe-area insets and
  /// idiom.
  ///
  /// iOS code rounds its layout to the screen's pixels (`traitCollection.displayScale`,
  /// `window.screen.scale`) and reads its idiom and safe area, so snapshots recorded on an
  /// iPhone at 3x only match when the same numbers are in force from the first layout. Tests
  /// and headless runs pick one with ``UIScreen/apply(_:)`` before they make windows:
  ///
  /// ```swift
  /// try UIScreen.main.apply(.iPhone15Pro)
  /// let window = UIWindow(frame: UIScreen.main.bounds)
  /// ```
  ///
  /// A host window sets the size and scale from the real display instead (2 on a HiDPI
  /// display).
  public struct Configuration: Sendable, Equatable {
    /// The screen's size in points, portrait.
    public var size: CGSize
    /// Pixels per point: 1, 2 or 3 on Apple's devices.
    public var scale: CGFloat
    /// The window's own safe area: status bar or sensor housing on top, home indicator below.
    /// `nil` keeps this module's desktop chrome: the status bar's height when it shows, and
    /// the home indicator's.
    public var safeAreaInsets: UIEdgeInsets?
    /// The idiom traits and `UIDevice.current` report.
    public var idiom: UIUserInterfaceIdiom

    /// Makes a configuration; ``UIScreen/apply(_:)`` checks it.
    public init(
      size: CGSize, scale: CGFloat, safeAreaInsets: UIEdgeInsets? = nil,
      idiom: UIUserInterfaceIdiom = .phone
    ) {
      self.size = size
      self.scale = scale
      self.safeAreaInsets = safeAreaInsets
      self.idiom = idiom
    }

    /// An iPhone 15 Pro in portrait: 393×852 points at 3x, 59 points of safe area above (the
    /// Dynamic Island) and 34 below (the home indicator), as iOS 17 reports them.
    public static let iPhone15Pro = Configuration(
      size: CGSize(width: 393, height: 852), scale: 3,
      safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), idiom: .phone)

    /// An iPhone 13 in portrait: 390×844 points at 3x, 47 points of safe area above (the notch)
    /// and 34 below (the home indicator), as iOS 15 reports them: the simulator that
    /// swift-snapshot-testing's `.iPhone13` configuration is usually recorded on.
    public static let iPhone13 = Configuration(
      size: CGSize(width: 390, height: 844), scale: 3,
      safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), idiom: .phone)

    /// An 11-inch iPad Pro in portrait: 834×1194 points at 2x, 24 points of safe area above and
    /// 20 below, as iOS 17 reports them.
    public static let iPadPro11 = Configuration(
      size: CGSize(width: 834, height: 1194), scale: 2,
      safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), idiom: .pad)

    /// What a fresh headless launch has: a 390×844-point area at 1x that behaves as an iPad
    /// window, with the desktop chrome's safe area.
    public static let headless = Configuration(
      size: CGSize(width: 390, height: 844), scale: 1, safeAreaInsets: nil, idiom: .pad)

    /// Why the configuration cannot stand for a screen, or `nil` when it can.
    var problem: String? {
      if !(scale.isFinite && scale > 0) {
        return "the scale must be a finite number above 0, not \(scale)"
      }
      if !(size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0) {
        return "the size must be finite and positive, not \(size.width)×\(size.height)"
      }
      if let insets = safeAreaInsets,
        ![insets.top, insets.left, insets.bottom, insets.right].allSatisfy({
          $0.isFinite && $0 >= 0
        })
          || (safeAreaInsets.map { $0.top + $0.bottom >= size.height } ?? false)
      {
        return "the safe-area insets must be finite, not negative, and leave room inside "
          + "the screen, not \(insets)"
      }
      return nil
    }
  }

  /// A screen configuration that was refused, saying why; nothing was changed.
  public struct ConfigurationError: Error, CustomStringConvertible {
    /// What is wrong with the configuration.
    public let description: String
  }

  /// The device the screen stands for now.
  public var configuration: Configuration {
    Configuration(
      size: bounds.size, scale: scale, safeAreaInsets: deviceSafeAreaInsets, idiom: idiom)
  }

  /// Makes the screen stand for `configuration`: its bounds, scale, idiom and the windows' safe
  /// area. Windows that already exist take the new traits and safe area and are laid out
  /// again. Throws, changing nothing, for a scale of 0, NaN or below, or a size or insets that
  /// are not finite and positive.
  public func apply(_ configuration: Configuration) throws {
    if let problem = configuration.problem {
      throw ConfigurationError(description: "UIScreen.apply: \(problem); nothing was changed.")
    }
    bounds = CGRect(origin: .zero, size: configuration.size)
    scale = configuration.scale
    deviceSafeAreaInsets = configuration.safeAreaInsets
    idiom = configuration.idiom
    for window in UIApplication.shared.windows {
      window.traitsMayHaveChanged()
      window.safeAreaMayHaveChanged()
      window.setNeedsLayout()
    }
  }
}

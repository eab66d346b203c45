extension UIWindow {
  /// The widths and heights below which a window's size class is compact.
  ///
  /// As on an iPad: a narrow window (split view, slide over, or a phone-shaped 390-point
  /// window) has a compact width; from 600 points wide it is regular. Heights below 500 points
  /// (a landscape phone) are compact. When the screen stands for a phone (its idiom is
  /// `.phone`, see `UIScreen.Configuration`), widths follow the phone's rule instead.
  public static let compactWidthLimit: CGFloat = 600
  /// The height below which a window's vertical size class is compact: 500 points.
  public static let compactHeightLimit: CGFloat = 500
  /// The short side from which a phone's window turned to landscape has a regular width: 414
  /// points. Matches UIKit, which gives phones a compact width in both orientations except the
  /// widest ones in landscape: the Plus and Max models, the XR and the 11, 414 points across or
  /// more upright. Their long sides do not sort them (the 8 Plus is 736 points long, the 13 mini
  /// 812 and the 16 Pro 874), their short sides do.
  static let phoneRegularShortSide: CGFloat = 414

  /// The traits the window would have at `size`: the screen's, its size classes, and its own
  /// style override.
  ///
  /// Trait collections are immutable, so the last one is handed out again while it was made
  /// from the same screen traits, size classes and override: every view's traits ask.
  func traitCollection(forSize size: CGSize) -> UITraitCollection {
    let screen = UIScreen.main.traitCollection
    let regularWidth =
      screen.userInterfaceIdiom == .phone
      ? size.width > size.height && size.height >= Self.phoneRegularShortSide
      : size.width >= Self.compactWidthLimit
    let inputs = TraitInputs(
      screen: screen,
      horizontalSizeClass: regularWidth ? .regular : .compact,
      verticalSizeClass: size.height < Self.compactHeightLimit ? .compact : .regular,
      style: overrideUserInterfaceStyle)
    if let cached = cachedTraits, cached.inputs == inputs { return cached.traits }
    var layers = [
      inputs.screen, UITraitCollection(horizontalSizeClass: inputs.horizontalSizeClass),
      UITraitCollection(verticalSizeClass: inputs.verticalSizeClass),
    ]
    if inputs.style != .unspecified {
      layers.append(UITraitCollection(userInterfaceStyle: inputs.style))
    }
    let traits = UITraitCollection(traitsFrom: layers)
    cachedTraits = (inputs, traits)
    return traits
  }

  /// What a window's traits are made from.
  struct TraitInputs: Equatable {
    let screen: UITraitCollection
    let horizontalSizeClass: UIUserInterfaceSizeClass
    let verticalSizeClass: UIUserInterfaceSizeClass
    let style: UIUserInterfaceStyle

    /// The same screen collection (the screen hands out a new one when its traits change).
    static func == (lhs: TraitInputs, rhs: TraitInputs) -> Bool {
      lhs.screen === rhs.screen && lhs.horizontalSizeClass == rhs.horizontalSizeClass
        && lhs.verticalSizeClass == rhs.verticalSizeClass && lhs.style == rhs.style
    }
  }
}

extension UIApplication {
  /// Switches the system between light and dark appearance, as Settings does on iOS; every
  /// window's controllers and views whose traits change hear about it.
  package func setSystemUserInterfaceStyle(_ style: UIUserInterfaceStyle) {
    guard UIScreen.main.userInterfaceStyle != style else { return }
    UIScreen.main.userInterfaceStyle = style
    for window in windows {
      window.traitsMayHaveChanged()
      window.updateSystemChrome(animated: false)
    }
  }
}

extension UIApplication {
  /// Matches UIKit: the app's layout direction, which every window's traits start from.
  public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    UIScreen.main.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
  }

  /// Switches the whole app between left-to-right and right-to-left, as choosing a language
  /// does on iOS (where it takes a relaunch): every window's views take the new direction and
  /// are laid out again. The demo's Ctrl+R.
  package func setUserInterfaceLayoutDirection(_ direction: UIUserInterfaceLayoutDirection) {
    let trait: UITraitEnvironmentLayoutDirection =
      direction == .rightToLeft ? .rightToLeft : .leftToRight
    guard UIScreen.main.layoutDirection != trait else { return }
    UIScreen.main.layoutDirection = trait
    for window in windows {
      window.traitsMayHaveChanged()
      window.setNeedsLayout()
    }
  }
}

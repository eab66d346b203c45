/// A blur of what is behind a ``UIVisualEffectView``, with a material's tint over it.
///
/// Matches UIKit's `UIBlurEffect` and its styles. The system materials follow the view's
/// light or dark appearance unless their name says which; the older styles (`.light`,
/// `.dark`, `.extraLight`, `.regular`, `.prominent`) do not. UIKit does not publish its
/// materials' numbers; the blur radii and tints here are close approximations.
@MainActor
open class UIBlurEffect: UIVisualEffect {
  /// Matches UIKit's `UIBlurEffect.Style`, with UIKit's raw values.
  public enum Style: Int, Sendable, CaseIterable {
    /// A light blur, brighter than `.light`.
    case extraLight = 0
    /// A light blur.
    case light = 1
    /// A dark blur.
    case dark = 2
    /// The standard blur of the light or dark appearance.
    case regular = 4
    /// A more opaque blur of the light or dark appearance.
    case prominent = 5
    /// The thinnest, most translucent material, adapting to the appearance.
    case systemUltraThinMaterial = 6
    /// A thin material, adapting to the appearance.
    case systemThinMaterial = 7
    /// The default material, adapting to the appearance.
    case systemMaterial = 8
    /// A thick, more opaque material, adapting to the appearance.
    case systemThickMaterial = 9
    /// The material of bars and chrome, adapting to the appearance.
    case systemChromeMaterial = 10
    /// The ultra-thin material, always light.
    case systemUltraThinMaterialLight = 11
    /// The thin material, always light.
    case systemThinMaterialLight = 12
    /// The default material, always light.
    case systemMaterialLight = 13
    /// The thick material, always light.
    case systemThickMaterialLight = 14
    /// The chrome material, always light.
    case systemChromeMaterialLight = 15
    /// The ultra-thin material, always dark.
    case systemUltraThinMaterialDark = 16
    /// The thin material, always dark.
    case systemThinMaterialDark = 17
    /// The default material, always dark.
    case systemMaterialDark = 18
    /// The thick material, always dark.
    case systemThickMaterialDark = 19
    /// The chrome material, always dark.
    case systemChromeMaterialDark = 20
  }

  /// Matches UIKit: the style the effect was made with.
  public let style: Style

  /// Matches UIKit: a blur of `style`.
  public init(style: Style) {
    self.style = style
    super.init()
  }

  /// The blur's standard deviation and the tint laid over it, for a light or dark appearance.
  func material(dark isDark: Bool) -> (radius: CGFloat, tint: DisplayColor) {
    let light = DisplayColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 1)
    let dark = DisplayColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 1)
    func tinted(_ color: DisplayColor, _ alpha: Float) -> DisplayColor {
      var color = color
      color.alpha = alpha
      return color
    }
    func adaptive(_ alpha: Float, forcedDark: Bool?) -> DisplayColor {
      tinted((forcedDark ?? isDark) ? dark : light, alpha)
    }
    switch style {
    case .extraLight: return (10, tinted(light, 0.8))
    case .light: return (10, tinted(light, 0.3))
    case .dark: return (10, tinted(dark, 0.73))
    case .regular: return (10, adaptive(0.3, forcedDark: nil))
    case .prominent: return (10, adaptive(0.6, forcedDark: nil))
    case .systemUltraThinMaterial: return (6, adaptive(0.35, forcedDark: nil))
    case .systemThinMaterial: return (8, adaptive(0.55, forcedDark: nil))
    case .systemMaterial: return (10, adaptive(0.7, forcedDark: nil))
    case .systemThickMaterial: return (12, adaptive(0.85, forcedDark: nil))
    case .systemChromeMaterial: return (10, adaptive(0.75, forcedDark: nil))
    case .systemUltraThinMaterialLight: return (6, adaptive(0.35, forcedDark: false))
    case .systemThinMaterialLight: return (8, adaptive(0.55, forcedDark: false))
    case .systemMaterialLight: return (10, adaptive(0.7, forcedDark: false))
    case .systemThickMaterialLight: return (12, adaptive(0.85, forcedDark: false))
    case .systemChromeMaterialLight: return (10, adaptive(0.75, forcedDark: false))
    case .systemUltraThinMaterialDark: return (6, adaptive(0.35, forcedDark: true))
    case .systemThinMaterialDark: return (8, adaptive(0.55, forcedDark: true))
    case .systemMaterialDark: return (10, adaptive(0.7, forcedDark: true))
    case .systemThickMaterialDark: return (12, adaptive(0.85, forcedDark: true))
    case .systemChromeMaterialDark: return (10, adaptive(0.75, forcedDark: true))
    }
  }
}

import Testing
import UIKit
import UIKitTestSupport

/// `UIFontMetrics`, `UIFontDescriptor` and the content size category trait, through the public
/// API.
@Suite("Dynamic Type: font metrics, descriptors and the trait", .uiTest)
@MainActor
struct FontMetricsAndDescriptorTests {
  private func traits(_ category: UIContentSizeCategory) -> UITraitCollection {
    UITraitCollection(preferredContentSizeCategory: category)
  }

  @Test("a custom font scales as its style does, and no larger than the maximum")
  func scaledFont() throws {
    let custom = try #require(UIFont(name: "NanumSquareRoundB", size: 20))
    let headline = UIFontMetrics(forTextStyle: .headline)

    let large = headline.scaledFont(for: custom, compatibleWith: traits(.large))
    let larger = headline.scaledFont(for: custom, compatibleWith: traits(.accessibilityMedium))
    let capped = headline.scaledFont(
      for: custom, maximumPointSize: 24, compatibleWith: traits(.accessibilityMedium))

    #expect(large.pointSize == 20)
    #expect(large.fontName == "NanumSquareRoundB")
    #expect(abs(larger.pointSize - 20 * 28 / 17) < 1e-9)
    #expect(capped.pointSize == 24)
  }

  @Test("values scale by the style's ratio; the default metrics are body's")
  func scaledValue() {
    let spacing = UIFontMetrics.default.scaledValue(for: 17, compatibleWith: traits(.extraSmall))
    let caption = UIFontMetrics(forTextStyle: .caption2).scaledValue(
      for: 11, compatibleWith: traits(.extraExtraExtraLarge))

    #expect(spacing == 14)
    #expect(caption == 17)
    #expect(UIFontMetrics.default.scaledValue(for: 8) == 8)
  }

  @Test("a label adjusts a metrics-scaled custom font again as the size changes")
  func labelAdjustsScaledFont() throws {
    let custom = try #require(UIFont(name: "NanumSquareRoundR", size: 17))
    let label = UILabel()
    label.font = UIFontMetrics.default.scaledFont(for: custom)
    label.adjustsFontForContentSizeCategory = true
    let window = TestApplication.makeWindow(root: nil)
    window.addSubview(label)

    UIApplication.shared.setPreferredContentSizeCategory(.extraLarge)

    #expect(label.window === window)
    #expect(label.font.pointSize == 19)
    #expect(label.font.fontName == "NanumSquareRoundR")
  }

  @Test("a text style's descriptor made bold gives the style's emphasized weight at its size")
  func boldDescriptor() throws {
    let body = UIFontDescriptor.preferredFontDescriptor(
      withTextStyle: .body, compatibleWith: traits(.extraLarge))
    let title = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title1)

    let boldBody = UIFont(descriptor: try #require(body.withSymbolicTraits(.traitBold)), size: 0)
    let boldTitle = UIFont(descriptor: try #require(title.withSymbolicTraits(.traitBold)), size: 0)

    #expect(body.pointSize == 19)
    #expect(body.object(forKey: .textStyle) as? UIFont.TextStyle == .body)
    #expect([boldBody.fontName, "\(boldBody.pointSize)"] == ["Inter-SemiBold", "19.0"])
    #expect([boldTitle.fontName, "\(boldTitle.pointSize)"] == ["Inter-Bold", "28.0"])
    #expect(boldBody.fontDescriptor.symbolicTraits.contains(.traitBold))
    #expect(body.withSymbolicTraits(.traitCondensed) == nil)
  }

  @Test("a descriptor's font adjusts with the size unless it was given a size of its own")
  func descriptorFontsAdjust() {
    let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .footnote)
    let adjusting = UILabel()
    adjusting.font = UIFont(descriptor: descriptor, size: 0)
    adjusting.adjustsFontForContentSizeCategory = true
    let sized = UILabel()
    sized.font = UIFont(descriptor: descriptor.withSize(30), size: 0)
    sized.adjustsFontForContentSizeCategory = true
    let window = TestApplication.makeWindow(root: nil)
    window.addSubview(adjusting)
    window.addSubview(sized)

    UIApplication.shared.setPreferredContentSizeCategory(.accessibilityExtraExtraExtraLarge)

    #expect(adjusting.font.pointSize == 44)
    #expect(sized.font.pointSize == 30)
  }

  @Test("a preferred font's descriptor names its style; a named font's names the font")
  func descriptorsOfFonts() throws {
    let headline = UIFont.preferredFont(forTextStyle: .headline).fontDescriptor
    let named = try #require(UIFont(name: "NanumSquareRoundR", size: 13)).fontDescriptor

    #expect(headline.object(forKey: .textStyle) as? UIFont.TextStyle == .headline)
    #expect(headline.pointSize == 17)
    #expect(named.postscriptName == "NanumSquareRoundR")
    #expect(named.object(forKey: .textStyle) == nil)
    #expect(UIFont(descriptor: named, size: 0).pointSize == 13)
  }

  @Test("the category trait merges, compares and prints as the other traits do")
  func trait() {
    let small = traits(.small)
    let compact = UITraitCollection(horizontalSizeClass: .compact)

    let merged = UITraitCollection(traitsFrom: [small, compact, traits(.extraLarge)])

    #expect(compact.preferredContentSizeCategory == .unspecified)
    #expect(merged.preferredContentSizeCategory == .extraLarge)
    #expect(merged.horizontalSizeClass == .compact)
    #expect(merged.containsTraits(in: traits(.extraLarge)))
    #expect(!merged.containsTraits(in: small))
    #expect(small.isEqual(traits(.small)))
    #expect(!small.isEqual(traits(.medium)))
    #expect(merged.description.hasSuffix("size UICTContentSizeCategoryXL>"))
  }

  @Test("every window carries the app's size, and changing it reaches controllers")
  func windowsCarryTheAppSize() {
    let log = LifecycleLog()
    let controller = TraitLoggingController(log: log)
    let window = TestApplication.makeWindow(root: controller)
    ManualClock().settle()

    UIApplication.shared.setPreferredContentSizeCategory(.medium)

    #expect(window.traitCollection.preferredContentSizeCategory == .medium)
    #expect(
      log.take() == ["controller traits: UICTContentSizeCategoryL → UICTContentSizeCategoryM"])
  }

  private final class TraitLoggingController: UIViewController {
    let log: LifecycleLog
    init(log: LifecycleLog) {
      self.log = log
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      let old = previousTraitCollection?.preferredContentSizeCategory.rawValue ?? "none"
      log.record("controller traits: \(old) → \(traitCollection.preferredContentSizeCategory)")
    }
  }
}

import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// Views print their background colour and their own tint colour as iOS 16 and later print
/// them, and colours describe themselves as UIKit's do. Each expected line is a public iOS log
/// with its addresses taken out, as swift-snapshot-testing's text strategies take them out.
@Suite("Descriptions: background and tint colours as iOS prints them", .uiTest)
@MainActor
struct ColorDescriptionTests {
  /// A colour's description without addresses, as upstream's `.recursiveDescription` purges
  /// them.
  private func purged(_ color: UIColor) -> String {
    color.description.replacingOccurrences(
      of: ":?\\s*0x[\\da-f]+(\\s*)", with: "$1", options: .regularExpression)
  }

  /// A view's own line, as the `.recursiveDescription` strategy prints it (without addresses),
  /// where the view is (the strategy would lend it a window at the origin).
  private func purged(_ view: UIView) -> String {
    let text = view.recursiveDescription().replacingOccurrences(
      of: ":?\\s*0x[\\da-f]+(\\s*)", with: "$1", options: .regularExpression)
    return String(text.split(separator: "\n").first ?? "")
  }

  @Test("a white view: getsentry/sentry-cocoa's iOS 16 to 18 hierarchy")
  func whiteView() {
    // `<UIView: 0x14952d610; frame = (10 10; 60 60); backgroundColor = UIExtendedGrayColorSpace
    // 1 1; layer = <CALayer: 0x60000009a800>>` (SentryUIRedactBuilderTests, "Clipping").
    let view = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
    view.backgroundColor = .white

    #expect(
      purged(view)
        == "<UIView; frame = (10 10; 60 60); backgroundColor = UIExtendedGrayColorSpace 1 1; "
        + "layer = <CALayer>>")
  }

  @Test("a fresh label prints its clear background after userInteractionEnabled")
  func label() {
    // `<UILabel: 0x103e48070; frame = (20 20; 40 40); userInteractionEnabled = NO;
    // backgroundColor = UIExtendedGrayColorSpace 0 0; layer = <_UILabelLayer: 0x600002c0a700>>`
    // (sentry-cocoa, iOS 16 to 18).
    let label = UILabel(frame: CGRect(x: 20, y: 20, width: 40, height: 40))

    #expect(
      purged(label)
        == "<UILabel; frame = (20 20; 40 40); userInteractionEnabled = NO; "
        + "backgroundColor = UIExtendedGrayColorSpace 0 0; layer = <_UILabelLayer>>")
  }

  @Test("grey and sRGB components print as %g does, alpha kept in its colour space")
  func fixedColours() {
    // A scroll indicator's `<UIView: 0x105c2b5f0; frame = (0 0; 0 0); backgroundColor =
    // UIExtendedGrayColorSpace 0 0.5; layer = <CALayer: 0x600000cf1830>>` and a switch's
    // track, `<UIView: 0x11a639760; frame = (0 0; 51 31); backgroundColor =
    // UIExtendedSRGBColorSpace 0.470588 0.470588 0.501961 0.16; layer = <CALayer: …>>`
    // (sentry-cocoa, iOS 16 to 26).
    let indicator = UIView(frame: .zero)
    indicator.backgroundColor = UIColor.black.withAlphaComponent(0.5)
    let track = UIView(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
    track.backgroundColor = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)

    #expect(
      purged(indicator)
        == "<UIView; frame = (0 0; 0 0); backgroundColor = UIExtendedGrayColorSpace 0 0.5; "
        + "layer = <CALayer>>")
    #expect(
      purged(track)
        == "<UIView; frame = (0 0; 51 31); backgroundColor = UIExtendedSRGBColorSpace "
        + "0.470588 0.470588 0.501961 0.16; layer = <CALayer>>")
    #expect(UIColor.red.description == "UIExtendedSRGBColorSpace 1 0 0 1")
    #expect(UIColor.clear.description == "UIExtendedGrayColorSpace 0 0")
  }

  @Test("system colours print their names; a provider colour its block")
  func dynamicColours() {
    // `backgroundColor = <UIDynamicSystemColor: 0x6000018b1180; name = systemBackgroundColor>`
    // (a collection view, iOS 17), `name = tableBackgroundColor` (plain tables, iOS 17),
    // `tintColor = <UIDynamicSystemColor: 0x2815a6dc0; name = systemBlueColor>` and
    // `tintColor = <UIDynamicProviderColor: 0x60000038ccc0; provider = <__NSMallocBlock__:
    // 0x600000dcfc30>>`.
    let provider = UIColor { _ in .red }

    #expect(
      purged(UIColor.systemBackground) == "<UIDynamicSystemColor; name = systemBackgroundColor>")
    #expect(purged(UIColor.systemBlue) == "<UIDynamicSystemColor; name = systemBlueColor>")
    #expect(purged(UIColor.label) == "<UIDynamicSystemColor; name = labelColor>")
    #expect(purged(UIColor.link) == "<UIDynamicSystemColor; name = linkColor>")
    #expect(purged(provider) == "<UIDynamicProviderColor; provider = <__NSMallocBlock__>>")
  }

  @Test("scroll views print their background before the layer, a plain table UIKit's own")
  func scrollViews() {
    // `<UICollectionView: 0x14f019e00; frame = (2 0; 393 2); clipsToBounds = YES;
    // gestureRecognizers = <NSArray: 0x6000003c2790>; backgroundColor = <UIDynamicSystemColor:
    // 0x6000018b1180; name = systemBackgroundColor>; layer = <CALayer: 0x600000ddbde0>; …` and
    // `<UITableView: 0x105027800; frame = (0 201.667; 393 567.333); clipsToBounds = YES;
    // gestureRecognizers = <NSArray: 0x600000ca0840>; backgroundColor = <UIDynamicSystemColor:
    // 0x60000176fe00; name = tableBackgroundColor>; layer = <CALayer: 0x600000246140>; …`
    // (public iOS 17 logs).
    let collection = UICollectionView(
      frame: CGRect(x: 2, y: 0, width: 393, height: 2),
      collectionViewLayout: UICollectionViewFlowLayout())
    let table = UITableView(
      frame: CGRect(x: 0, y: 201.667, width: 393, height: 567.333), style: .plain)
    let upToLayer = { (text: String) in String(text[..<text.range(of: "; layer")!.upperBound]) }

    #expect(
      upToLayer(purged(collection))
        == "<UICollectionView; frame = (2 0; 393 2); clipsToBounds = YES; "
        + "gestureRecognizers = <NSArray>; backgroundColor = <UIDynamicSystemColor; "
        + "name = systemBackgroundColor>; layer")
    #expect(
      upToLayer(purged(table))
        == "<UITableView; frame = (0 201.667; 393 567.333); clipsToBounds = YES; "
        + "gestureRecognizers = <NSArray>; backgroundColor = <UIDynamicSystemColor; "
        + "name = tableBackgroundColor>; layer")
  }

  @Test("a view's own tint prints after userInteractionEnabled; an inherited one does not")
  func tintColour() {
    // `<OBTintInheritingImageView: 0x107d77b30; baseClass = UIImageView; frame = (156.5 0;
    // 30 24); opaque = NO; userInteractionEnabled = NO; tintColor = <UIDynamicSystemColor:
    // 0x2815a6dc0; name = systemBlueColor>; layer = <CALayer: 0x2801eb9e0>>` (an iOS 16
    // onboarding screen's hierarchy).
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 24))
    container.tintColor = .systemRed
    let image = UIImageView(frame: CGRect(x: 156.5, y: 0, width: 30, height: 24))
    let inheriting = UIImageView(frame: CGRect(x: 0, y: 0, width: 30, height: 24))
    container.addSubview(image)
    container.addSubview(inheriting)
    image.tintColor = .systemBlue

    #expect(
      purged(image)
        == "<UIImageView; frame = (156.5 0; 30 24); opaque = NO; userInteractionEnabled = NO; "
        + "tintColor = <UIDynamicSystemColor; name = systemBlueColor>; layer = <CALayer>>")
    #expect(!purged(inheriting).contains("tintColor"))
  }

  @Test("userInteractionEnabled comes before a tag and before the gesture recognizers")
  func fieldOrder() {
    // iOS's order: `userInteractionEnabled = NO; tag = 1886548836; layer = …` (an iOS 8 button's
    // image view) and `autoresize = W; userInteractionEnabled = NO; gestureRecognizers =
    // <NSArray: 0x8d294b0>; layer = …` (an iOS 7 navigation bar).
    let view = UIView(frame: CGRect(x: 0, y: 20, width: 320, height: 44))
    view.autoresizingMask = .flexibleWidth
    view.isUserInteractionEnabled = false
    view.tag = 7
    view.addGestureRecognizer(UITapGestureRecognizer())

    #expect(
      purged(view)
        == "<UIView; frame = (0 20; 320 44); autoresize = W; userInteractionEnabled = NO; "
        + "tag = 7; gestureRecognizers = <NSArray>; layer = <CALayer>>")
  }
}

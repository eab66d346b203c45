import Testing
import UIKit
import UIKitSnapshotTesting

/// The devices' sizes, safe areas and size classes, as swift-snapshot-testing declares them
/// for iOS (its `View.swift`).
@Suite("ViewImageConfig: upstream's devices")
@MainActor
struct ViewImageConfigTests {
  /// What a test compares of a configuration: its size, safe area and size classes.
  private struct Device: Equatable, CustomStringConvertible {
    var size: CGSize?
    var safeArea: UIEdgeInsets
    var horizontal: UIUserInterfaceSizeClass
    var vertical: UIUserInterfaceSizeClass
    var idiom: UIUserInterfaceIdiom

    init(_ config: ViewImageConfig) {
      size = config.size
      safeArea = config.safeArea
      horizontal = config.traits.horizontalSizeClass
      vertical = config.traits.verticalSizeClass
      idiom = config.traits.userInterfaceIdiom
    }

    init(
      _ width: CGFloat, _ height: CGFloat, _ safeArea: UIEdgeInsets,
      _ horizontal: UIUserInterfaceSizeClass, _ vertical: UIUserInterfaceSizeClass,
      _ idiom: UIUserInterfaceIdiom
    ) {
      self.size = CGSize(width: width, height: height)
      self.safeArea = safeArea
      self.horizontal = horizontal
      self.vertical = vertical
      self.idiom = idiom
    }

    var description: String {
      "\(size.map { "\($0.width)×\($0.height)" } ?? "nil") \(safeArea) H\(horizontal) "
        + "V\(vertical) \(idiom)"
    }
  }

  private func insets(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat)
    -> UIEdgeInsets
  {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
  }

  @Test("phones: portrait by default, with the status bar or the notch and home indicator")
  func phonesPortrait() {
    #expect(Device(.iPhoneSe) == Device(320, 568, insets(20, 0, 0, 0), .compact, .regular, .phone))
    #expect(
      Device(.iPhone8Plus) == Device(414, 736, insets(20, 0, 0, 0), .compact, .regular, .phone))
    #expect(Device(.iPhoneX) == Device(375, 812, insets(44, 0, 34, 0), .compact, .regular, .phone))
    #expect(Device(.iPhoneXr) == Device(414, 896, insets(44, 0, 34, 0), .compact, .regular, .phone))
    #expect(
      Device(.iPhone12Pro) == Device(390, 844, insets(47, 0, 34, 0), .compact, .regular, .phone))
    #expect(
      Device(.iPhone13Mini) == Device(375, 812, insets(50, 0, 34, 0), .compact, .regular, .phone))
    #expect(
      Device(.iPhone13ProMax) == Device(428, 926, insets(47, 0, 34, 0), .compact, .regular, .phone))
  }

  @Test("phones in landscape: compact height, regular width only on the large ones")
  func phonesLandscape() {
    #expect(Device(.iPhone8(.landscape)) == Device(667, 375, .zero, .compact, .compact, .phone))
    #expect(
      Device(.iPhone8Plus(.landscape)) == Device(736, 414, .zero, .regular, .compact, .phone))
    #expect(
      Device(.iPhoneX(.landscape))
        == Device(812, 375, insets(0, 44, 24, 44), .compact, .compact, .phone))
    #expect(
      Device(.iPhoneXsMax(.landscape))
        == Device(896, 414, insets(0, 44, 24, 44), .regular, .compact, .phone))
    #expect(
      Device(.iPhone13(.landscape))
        == Device(844, 390, insets(0, 47, 21, 47), .compact, .compact, .phone))
    #expect(
      Device(.iPhone13Mini(.landscape))
        == Device(812, 375, insets(0, 50, 21, 50), .compact, .compact, .phone))
    #expect(
      Device(.iPhone12ProMax(.landscape))
        == Device(926, 428, insets(0, 47, 21, 47), .regular, .compact, .phone))
  }

  @Test("iPads: landscape by default, regular both ways, the 11-inch Pro with a home indicator")
  func tablets() {
    #expect(Device(.iPadMini) == Device(1024, 768, insets(20, 0, 0, 0), .regular, .regular, .pad))
    #expect(Device(.iPad9_7) == Device(.iPadMini))
    #expect(Device(.iPad10_2) == Device(1080, 810, insets(20, 0, 0, 0), .regular, .regular, .pad))
    #expect(
      Device(.iPadPro10_5(.portrait))
        == Device(834, 1112, insets(20, 0, 0, 0), .regular, .regular, .pad))
    #expect(
      Device(.iPadPro11) == Device(1194, 834, insets(24, 0, 20, 0), .regular, .regular, .pad))
    #expect(
      Device(.iPadPro12_9(.portrait))
        == Device(1024, 1366, insets(20, 0, 0, 0), .regular, .regular, .pad))
  }

  @Test("iPads in Split View: a narrow share is compact, two thirds of landscape is regular")
  func splitView() {
    let top = insets(20, 0, 0, 0)
    #expect(
      Device(.iPadMini(.landscape(splitView: .oneThird)))
        == Device(320, 768, top, .compact, .regular, .pad))
    #expect(
      Device(.iPadMini(.landscape(splitView: .oneHalf)))
        == Device(507, 768, top, .compact, .regular, .pad))
    #expect(
      Device(.iPad10_2(.landscape(splitView: .twoThirds)))
        == Device(750, 810, top, .regular, .regular, .pad))
    #expect(
      Device(.iPadPro10_5(.portrait(splitView: .twoThirds)))
        == Device(504, 1112, top, .compact, .regular, .pad))
    #expect(
      Device(.iPadPro11(.landscape(splitView: .oneThird)))
        == Device(375, 834, insets(24, 0, 20, 0), .compact, .regular, .pad))
    #expect(
      Device(.iPadPro12_9(.landscape(splitView: .oneHalf)))
        == Device(678, 1024, top, .regular, .regular, .pad))
    #expect(
      Device(.iPadPro12_9(.portrait(splitView: .oneThird)))
        == Device(375, 1366, top, .compact, .regular, .pad))
  }

  @Test("no device names a display scale: the main screen decides it")
  func noDisplayScale() {
    #expect(ViewImageConfig.iPhone13.traits.displayScale == 0)
    #expect(ViewImageConfig.iPadPro11.traits.displayScale == 0)
  }
}

import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// `.recursiveDescription` and `.hierarchy` print UIKit's own formats, checked against text that
/// swift-snapshot-testing's test suite recorded on iOS.
@Suite("Snapshot strategy: UIKit's description formats", .uiTest)
@MainActor
struct DescriptionFormatTests {
  /// swift-snapshot-testing's `testTraits` controller: four labels pinned to the safe area's
  /// top, leading, trailing and bottom edges.
  private final class PointController: UIViewController {
    let labels = ["What's", "the", "point", "?"].map { text in
      let label = UILabel()
      label.text = text
      label.translatesAutoresizingMaskIntoConstraints = false
      return label
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      labels.forEach(view.addSubview)
      let safe = view.safeAreaLayoutGuide
      let (top, leading, trailing, bottom) = (labels[0], labels[1], labels[2], labels[3])
      top.font = .preferredFont(forTextStyle: .headline)
      bottom.font = .preferredFont(forTextStyle: .subheadline)
      NSLayoutConstraint.activate([
        top.topAnchor.constraint(equalTo: safe.topAnchor),
        top.centerXAnchor.constraint(equalTo: safe.centerXAnchor),
        leading.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        leading.trailingAnchor.constraint(lessThanOrEqualTo: safe.centerXAnchor),
        leading.centerYAnchor.constraint(equalTo: safe.centerYAnchor),
        trailing.leadingAnchor.constraint(greaterThanOrEqualTo: safe.centerXAnchor),
        trailing.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        trailing.centerYAnchor.constraint(equalTo: safe.centerYAnchor),
        bottom.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        bottom.centerXAnchor.constraint(equalTo: safe.centerXAnchor),
      ])
    }
  }

  /// A line of `recursiveDescription`: everything but the frame's numbers, and the frame.
  private struct Line: Equatable {
    let text: String
    let frame: CGRect

    init(_ line: Substring) {
      let numbers = line.firstMatch(of: /frame = \(([-\d.]+) ([-\d.]+); ([-\d.]+) ([-\d.]+)\)/)!
      frame = CGRect(
        x: Double(numbers.1)!, y: Double(numbers.2)!, width: Double(numbers.3)!,
        height: Double(numbers.4)!)
      text = String(line.replacing(numbers.0, with: "frame = (…)"))
    }
  }

  /// swift-snapshot-testing's iOS recording, read from its checkout beside this package's build.
  private func iOSReference(_ name: String) throws -> [Line] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let file = root.appendingPathComponent(
      ".build/checkouts/swift-snapshot-testing/Tests/SnapshotTestingTests/__Snapshots__/"
        + "SnapshotTestingTests/\(name).txt")
    let text = try String(contentsOf: file, encoding: .utf8)
    return text.split(separator: "\n").map(Line.init)
  }

  @Test("the iPhone X layout prints as iOS prints it, with the frames the constraints fix")
  func recursiveDescriptionMatchesIOS() throws {
    let reference = try iOSReference("testTraits.iphone-x")
    var printed: [Line] = []
    // iOS recorded it on a 3x simulator, whose screen, not the configuration, sets the scale
    // that layout rounds to.
    try UIScreen.main.apply(
      UIScreen.Configuration(size: CGSize(width: 375, height: 812), scale: 3, idiom: .phone))

    let description = try #require(
      Snapshotting<UIViewController, String>.recursiveDescription(on: .iPhoneX).taken(
        of: PointController()))
    // Upstream recorded this before iOS 16, whose descriptions added the background colour
    // (its white root view and its labels print none); that field is left out to compare.
    let withoutBackgrounds = description.replacing(
      #/backgroundColor = UIExtended\w+ColorSpace[^;]*; /#, with: "")
    printed = withoutBackgrounds.split(separator: "\n").map(Line.init)

    // Every line's text (class, properties, layer) is iOS's; the root view's frame is too.
    #expect(printed.map(\.text) == reference.map(\.text))
    #expect(printed[0].frame == reference[0].frame)
    // Labels measure with this package's fonts, not San Francisco, so only the edges and
    // centres the constraints fix are iOS's: top and centre of the first, and so on. Sizes
    // come in thirds of a point at 3x and print with four decimals, so a far edge read back
    // from the print can be 0.0003 off.
    let (mine, theirs) = (Array(printed.dropFirst()), Array(reference.dropFirst()))
    #expect(mine[0].frame.minY == theirs[0].frame.minY)
    #expect(abs(mine[0].frame.midX - theirs[0].frame.midX) < 0.5)
    #expect(mine[1].frame.minX == theirs[1].frame.minX)
    #expect(abs(mine[1].frame.midY - theirs[1].frame.midY) < 0.5)
    #expect(abs(mine[2].frame.maxX - theirs[2].frame.maxX) < 0.001)
    #expect(abs(mine[2].frame.midY - theirs[2].frame.midY) < 0.5)
    #expect(abs(mine[3].frame.maxY - theirs[3].frame.maxY) < 0.001)
    #expect(abs(mine[3].frame.midX - theirs[3].frame.midX) < 0.5)
  }

  @Test("a view's recursive description: UIKit's properties, indented per level")
  func recursiveDescriptionOfAView() {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
    card.clipsToBounds = true
    card.tag = 7
    let title = UILabel(frame: CGRect(x: 16, y: 10.5, width: 100.333, height: 20))
    title.text = "Card"
    let badge = UIView(frame: CGRect(x: 150, y: 10, width: 40, height: 40))
    badge.alpha = 0.5
    badge.isHidden = true
    badge.isOpaque = false
    badge.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
    card.addSubview(title)
    card.addSubview(badge)

    assertSnapshot(of: card, as: .recursiveDescription)
  }

  @Test("the hierarchy: appearance states, and views not in the window")
  func hierarchy() {
    let list = UIViewController()
    let detail = UIViewController()
    let navigation = UINavigationController(rootViewController: list)
    let window = TestApplication.makeWindow(root: navigation)
    navigation.pushViewController(detail, animated: false)
    navigation.pushViewController(UIViewController(), animated: false)
    navigation.popViewController(animated: false)
    ManualClock().settle()

    assertSnapshot(of: navigation as UIViewController, as: .hierarchy)
    #expect(window.rootViewController === navigation)
  }

  @Test("the hierarchy: a presented sheet on a `+` line, its presenter still appeared")
  func presentedHierarchy() {
    let root = UIViewController()
    let sheet = UINavigationController(rootViewController: UIViewController())
    let window = TestApplication.makeWindow(root: root)
    ManualClock().settle()

    root.present(sheet, animated: false)
    ManualClock().settle()

    assertSnapshot(of: root, as: .hierarchy)
    #expect(window.rootViewController === root)
  }

  @Test("the hierarchy: a full-screen presentation takes its presenter out of the window")
  func fullScreenHierarchy() {
    let root = UIViewController()
    let cover = UINavigationController(rootViewController: UIViewController())
    cover.modalPresentationStyle = .fullScreen
    let window = TestApplication.makeWindow(root: root)
    ManualClock().settle()

    root.present(cover, animated: false)
    ManualClock().settle()

    assertSnapshot(of: root, as: .hierarchy)
    #expect(window.rootViewController === root)
  }

}

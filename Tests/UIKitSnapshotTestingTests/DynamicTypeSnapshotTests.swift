import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// Snapshots at three content size categories chosen through the strategies' `traits:`, as
/// swift-snapshot-testing's own trait tests and design systems recorded on iOS choose them.
@Suite("Snapshot strategy: Dynamic Type through traits", .uiTest)
@MainActor
struct DynamicTypeSnapshotTests {
  private static let categories: [(name: String, category: UIContentSizeCategory)] = [
    ("extra-small", .extraSmall), ("large", .large),
    ("accessibility-extra-extra-extra-large", .accessibilityExtraExtraExtraLarge),
  ]

  private static func traits(_ category: UIContentSizeCategory) -> UITraitCollection {
    UITraitCollection(traitsFrom: [
      UITraitCollection(preferredContentSizeCategory: category), UITraitCollection(displayScale: 2),
    ])
  }

  @Test("a title label that adjusts is sized and drawn at each category")
  func label() {
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .title1)
    label.adjustsFontForContentSizeCategory = true
    label.text = "What's the point?"

    for (name, category) in Self.categories {
      assertSnapshot(of: label, as: .image(traits: Self.traits(category)), named: "label-\(name)")
    }
  }

  @Test("buttons: a configuration's title scales; a classic one scales when its label adjusts")
  func buttons() {
    let stack = UIStackView()
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 8
    var filled = UIButton.Configuration.filled()
    filled.title = "Filled 버튼"
    stack.addArrangedSubview(UIButton(configuration: filled))
    let classic = UIButton(type: .system)
    classic.setTitle("Classic body", for: .normal)
    classic.titleLabel?.font = .preferredFont(forTextStyle: .body)
    classic.titleLabel?.adjustsFontForContentSizeCategory = true
    stack.addArrangedSubview(classic)
    let fixed = UIButton(type: .system)
    fixed.setTitle("Fixed 15 pt", for: .normal)
    stack.addArrangedSubview(fixed)
    let card = UIView()
    card.backgroundColor = .systemBackground
    card.addSubview(stack)
    stack.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
      stack.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
    ])

    for (name, category) in Self.categories {
      assertSnapshot(
        of: card, as: .image(size: CGSize(width: 380, height: 240), traits: Self.traits(category)),
        named: "buttons-\(name)")
    }
  }

  @Test("a controller's label keeps its margins as it grows, in the recursive description")
  func recursiveDescription() {
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .title1)
    label.adjustsFontForContentSizeCategory = true
    label.text = "What's the point?"
    let controller = UIViewController()
    controller.view.addSubview(label)
    label.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
      label.topAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.topAnchor),
      label.trailingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.trailingAnchor),
    ])

    for (name, category) in Self.categories {
      assertSnapshot(
        of: controller,
        as: .recursiveDescription(
          on: .iPhoneSe, traits: UITraitCollection(preferredContentSizeCategory: category)),
        named: "label-\(name)")
    }
  }

  @Test("a text view with body text that adjusts wraps and scrolls at each category")
  func textView() {
    let textView = UITextView()
    textView.font = .preferredFont(forTextStyle: .body)
    textView.adjustsFontForContentSizeCategory = true
    textView.text =
      "Dynamic Type in a text view.\nIts lines wrap to the width and grow with the size."

    for (name, category) in Self.categories {
      assertSnapshot(
        of: textView,
        as: .image(size: CGSize(width: 320, height: 160), traits: Self.traits(category)),
        named: "textView-\(name)")
    }
  }
}

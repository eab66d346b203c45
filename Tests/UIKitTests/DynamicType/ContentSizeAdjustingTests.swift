import Testing
import UIKit
import UIKitTestSupport

/// Views that adjust for the content size category, as iOS code uses them: a preferred font,
/// `adjustsFontForContentSizeCategory`, and the text size changing while the app runs.
@Suite("Dynamic Type: views that adjust their fonts", .uiTest)
@MainActor
struct ContentSizeAdjustingTests {
  let log = LifecycleLog()
  let clock = ManualClock()
  /// Keeps the windows shown, which the application holds weakly, as on iOS.
  private let windows = WindowHolder()

  /// A label that logs its font's size as it hears of new traits.
  private final class ReportingLabel: UILabel {
    var log: LifecycleLog?
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      log?.record("label traits: font \(font.pointSize)")
    }
  }

  private func show(_ views: [UIView]) -> UIViewController {
    let controller = UIViewController()
    for view in views { controller.view.addSubview(view) }
    windows.keep(TestApplication.makeWindow(root: controller))
    clock.settle()
    return controller
  }

  private func bodyLabel(adjusts: Bool) -> UILabel {
    let label = UILabel()
    label.text = "Dynamic Type"
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = adjusts
    return label
  }

  @Test(
    "a label that adjusts takes the new size's font and measures again; one that does not keeps it")
  func labelsFollowTheAppSize() {
    let adjusting = bodyLabel(adjusts: true)
    let fixed = bodyLabel(adjusts: false)
    _ = show([adjusting, fixed])
    let before = adjusting.intrinsicContentSize.height

    UIApplication.shared.setPreferredContentSizeCategory(.accessibilityMedium)
    clock.settle()

    #expect(adjusting.font.pointSize == 28)
    #expect(adjusting.intrinsicContentSize.height > before * 1.5)
    #expect(fixed.font.pointSize == 17)
  }

  @Test("the font is new by traitCollectionDidChange, and the notification follows the views")
  func order() {
    let label = ReportingLabel()
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    _ = show([label])
    label.log = log
    let observer = NotificationCenter.default.addObserver(
      forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil
    ) { [log] note in
      let value = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey]
      let name = (value as? UIContentSizeCategory)?.rawValue ?? "none"
      MainActor.assumeIsolated { log.record("notification: \(name)") }
    }
    defer { NotificationCenter.default.removeObserver(observer) }

    UIApplication.shared.setPreferredContentSizeCategory(.extraExtraLarge)
    UIApplication.shared.setPreferredContentSizeCategory(.extraExtraLarge)

    #expect(
      log.take() == [
        "label traits: font 21.0", "notification: UICTContentSizeCategoryXXL",
      ])
  }

  @Test("a label made at the app's size takes its window's size when it joins")
  func joiningOtherTraits() {
    let parent = UIViewController()
    let child = UIViewController()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    parent.setOverrideTraitCollection(
      UITraitCollection(preferredContentSizeCategory: .extraSmall), forChild: child)
    windows.keep(TestApplication.makeWindow(root: parent))
    clock.settle()
    let label = bodyLabel(adjusts: true)

    child.view.addSubview(label)

    #expect(label.traitCollection.preferredContentSizeCategory == .extraSmall)
    #expect(label.font.pointSize == 14)
  }

  @Test("fixed-size fonts stay as they are, adjusting or not")
  func fixedFonts() {
    let label = UILabel()
    label.font = .systemFont(ofSize: 20)
    label.adjustsFontForContentSizeCategory = true
    _ = show([label])

    UIApplication.shared.setPreferredContentSizeCategory(.accessibilityExtraExtraExtraLarge)

    #expect(label.font.pointSize == 20)
  }

  @Test("each Dynamic Type font in attributed text adjusts, and fixed ones stay")
  func attributedRuns() {
    let text = NSMutableAttributedString(
      string: "Title ", attributes: [.font: UIFont.preferredFont(forTextStyle: .title1)])
    text.append(
      NSAttributedString(
        string: "body ", attributes: [.font: UIFont.preferredFont(forTextStyle: .body)]))
    text.append(
      NSAttributedString(string: "fixed", attributes: [.font: UIFont.systemFont(ofSize: 12)]))
    let label = UILabel()
    label.attributedText = text
    label.adjustsFontForContentSizeCategory = true
    _ = show([label])

    UIApplication.shared.setPreferredContentSizeCategory(.extraLarge)

    var sizes: [CGFloat] = []
    let adjusted = label.attributedText ?? NSAttributedString(string: "")
    let whole = NSRange(location: 0, length: adjusted.length)
    adjusted.enumerateAttribute(.font, in: whole, options: []) { value, _, _ in
      if let font = value as? UIFont { sizes.append(font.pointSize) }
    }
    #expect(sizes == [30, 19, 12])
    #expect(label.font.pointSize == 30)
  }

  @Test("a text field that adjusts grows with the text size")
  func textField() {
    let field = UITextField()
    field.font = .preferredFont(forTextStyle: .body)
    field.adjustsFontForContentSizeCategory = true
    _ = show([field])
    let before = field.intrinsicContentSize.height

    UIApplication.shared.setPreferredContentSizeCategory(.accessibilityLarge)

    #expect(field.font?.pointSize == 33)
    #expect(field.intrinsicContentSize.height > before)
  }

  @Test("a configuration button's title follows Dynamic Type; a classic button's stays 15 points")
  func buttons() {
    let configured = UIButton(configuration: .plain())
    configured.configuration?.title = "Plain"
    let classic = UIButton(type: .system)
    classic.setTitle("Classic", for: .normal)
    _ = show([configured, classic])
    let before = configured.intrinsicContentSize

    UIApplication.shared.setPreferredContentSizeCategory(.extraExtraExtraLarge)

    #expect(configured.titleLabel?.font.pointSize == 23)
    #expect(configured.intrinsicContentSize.height > before.height)
    #expect(classic.titleLabel?.font.pointSize == 15)
  }

  @Test("a configuration button narrower than its title wraps it and grows; given room, unwraps")
  func configurationTitleWraps() {
    let button = UIButton(configuration: .filled())
    button.configuration?.title = "Open the drawer"
    button.translatesAutoresizingMaskIntoConstraints = false
    let controller = show([button])
    let width = button.widthAnchor.constraint(lessThanOrEqualToConstant: 400)
    NSLayoutConstraint.activate([
      button.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
      button.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 20), width,
    ])
    controller.view.layoutIfNeeded()
    let oneLine = button.frame.size

    // As a multi-line label, the button is measured at its new width before the pass lays it
    // out: one call settles it.
    width.constant = 80
    controller.view.layoutIfNeeded()
    let narrow = button.frame.size
    let titleHeight = button.titleLabel?.frame.height ?? 0
    width.constant = 400
    controller.view.layoutIfNeeded()

    #expect(oneLine.width > 100 && oneLine.width < 400)
    #expect(narrow.width == 80)
    #expect(narrow.height > 2 * oneLine.height)
    #expect(titleHeight > 2 * (button.titleLabel?.font.lineHeight ?? 0))
    #expect(button.frame.size == oneLine)
  }

  @Test("a classic button adjusts when its title label does")
  func classicButtonTitleLabel() {
    let button = UIButton(type: .system)
    button.setTitle("Classic", for: .normal)
    button.titleLabel?.font = .preferredFont(forTextStyle: .headline)
    button.titleLabel?.adjustsFontForContentSizeCategory = true
    _ = show([button])
    let before = button.intrinsicContentSize.width

    UIApplication.shared.setPreferredContentSizeCategory(.accessibilityMedium)
    clock.settle()

    #expect(button.titleLabel?.font.pointSize == 28)
    #expect(button.intrinsicContentSize.width > before)
  }

  /// A one-row list of subtitle cells whose text properties adjust or not, shown in a child
  /// controller whose parent gives it `category` when there is one; its labels and the row's
  /// height.
  private func subtitleList(adjusting: Bool, category: UIContentSizeCategory? = nil) -> (
    labels: () -> [UILabel], height: () -> CGFloat
  ) {
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    let list = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, title in
      var content = UIListContentConfiguration.subtitleCell()
      content.text = title
      content.secondaryText = "Subtitle"
      content.textProperties.adjustsFontForContentSizeCategory = adjusting
      content.secondaryTextProperties.adjustsFontForContentSizeCategory = adjusting
      cell.contentConfiguration = content
    }
    let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) {
      view, indexPath, title in
      view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Title"])
    source.apply(snapshot, animatingDifferences: false)
    if let category {
      let child = UIViewController()
      child.view.addSubview(list)
      let parent = show([])
      parent.addChild(child)
      parent.setOverrideTraitCollection(
        UITraitCollection(preferredContentSizeCategory: category), forChild: child)
      parent.view.addSubview(child.view)
      child.didMove(toParent: parent)
      clock.settle()
    } else {
      _ = show([list])
    }
    // The closures keep the data source, which the collection view holds weakly, as on iOS.
    return (
      { withExtendedLifetime(source) { list.descendants.compactMap { $0 as? UILabel } } },
      { list.cellForItem(at: IndexPath(item: 0, section: 0))!.frame.height }
    )
  }

  @Test("a list cell's content configuration follows the text size, and its row grows")
  func listContentFollowsTheAppSize() {
    let (labels, rowHeight) = subtitleList(adjusting: true)
    let before = rowHeight()
    #expect(labels().map(\.font.pointSize) == [17, 15])

    UIApplication.shared.setPreferredContentSizeCategory(.accessibilityMedium)
    clock.settle()

    // Body and subheadline at accessibility medium: UIKit's configuration fonts adjust.
    #expect(labels().map(\.font.pointSize) == [28, 25])
    // The row is measured again: it grows at least as much as the two fonts did.
    #expect(rowHeight() >= before + (28 - 17) + (25 - 15))
  }

  @Test("a list cell whose text properties do not adjust keeps its fonts and its height")
  func fixedListContent() {
    let (labels, rowHeight) = subtitleList(adjusting: false)
    let before = rowHeight()

    UIApplication.shared.setPreferredContentSizeCategory(.accessibilityMedium)
    clock.settle()

    #expect(labels().map(\.font.pointSize) == [17, 15])
    #expect(rowHeight() == before)
  }

  @Test("a list in traits of a smaller text size is configured and measured at that size")
  func listContentTakesTheListsTraits() {
    let (largeLabels, largeHeight) = subtitleList(adjusting: true)
    let (mediumLabels, mediumHeight) = subtitleList(adjusting: true, category: .medium)

    // Body and subheadline at medium, as a snapshot on upstream's phone configurations shows
    // them: the cells had the list's traits when they were configured and measured.
    #expect(largeLabels().map(\.font.pointSize) == [17, 15])
    #expect(mediumLabels().map(\.font.pointSize) == [16, 14])
    #expect(mediumHeight() <= largeHeight() - 2)
  }
}

import Testing
import UIKit
import UIKitTestSupport

/// What the stock views and controls answer to VoiceOver and UI tests when the app has set
/// nothing, as iOS's answer.
@Suite("Accessibility: the stock views and controls", .uiTest)
@MainActor
struct StockAccessibilityTests {
  @Test("a button is an element with the button trait and its title as label")
  func button() {
    let button = UIButton(type: .system)
    button.setTitle("Send", for: .normal)

    let disabled = UIButton(type: .system)
    disabled.isEnabled = false

    #expect(button.isAccessibilityElement)
    #expect(button.accessibilityLabel == "Send")
    #expect(button.accessibilityTraits == .button)
    #expect(button.accessibilityValue == nil)
    #expect(disabled.accessibilityTraits == [.button, .notEnabled])
  }

  @Test("a selected button adds the selected trait")
  func selectedButton() {
    let button = UIButton(type: .system)

    button.isSelected = true

    #expect(button.accessibilityTraits == [.button, .selected])
  }

  @Test("a selected table or collection view cell has the selected trait; an unselected none")
  func selectedCells() {
    let tableCell = UITableViewCell(style: .default, reuseIdentifier: nil)
    let collectionCell = UICollectionViewListCell(frame: .zero)
    let unselected = UICollectionViewListCell(frame: .zero)

    tableCell.isSelected = true
    collectionCell.isSelected = true

    #expect(tableCell.accessibilityTraits == .selected)
    #expect(collectionCell.accessibilityTraits == .selected)
    #expect(unselected.accessibilityTraits == [])
  }

  @Test("a label is static text read by its text")
  func label() {
    let label = UILabel()
    label.text = "Welcome"

    #expect(label.isAccessibilityElement)
    #expect(label.accessibilityLabel == "Welcome")
    #expect(label.accessibilityTraits == .staticText)
  }

  @Test("a label with no text is not an element, until it has text or an accessibility label")
  func emptyLabel() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let empty = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
    let blank = UILabel(frame: CGRect(x: 0, y: 40, width: 200, height: 20))
    let named = UILabel(frame: CGRect(x: 0, y: 70, width: 200, height: 20))
    blank.text = ""
    named.accessibilityLabel = "Result"
    [empty, blank, named].forEach(root.addSubview)
    func read() -> [String] {
      AccessibilityHierarchy.elements(of: root).map { $0.accessibilityLabel ?? "" }
    }
    let before = read()
    let emptyWasElement = empty.isAccessibilityElement
    let blankWasElement = blank.isAccessibilityElement

    empty.text = "Echo"
    blank.attributedText = NSAttributedString(string: "Typed")

    #expect(!emptyWasElement && !blankWasElement)
    #expect(named.isAccessibilityElement)
    #expect(empty.accessibilityTraits == .staticText)
    #expect(before == ["Result"])
    #expect(empty.isAccessibilityElement && blank.isAccessibilityElement)
    #expect(read() == ["Echo", "Typed", "Result"])
  }

  @Test("an app's isAccessibilityElement wins over a label's emptiness, either way")
  func emptyLabelMadeElement() {
    let empty = UILabel()
    let filled = UILabel()
    filled.text = "Decoration"

    empty.isAccessibilityElement = true
    filled.isAccessibilityElement = false

    #expect(empty.isAccessibilityElement)
    #expect(!filled.isAccessibilityElement)
  }

  @Test("a switch is a toggle button whose value is 0 or 1")
  func toggle() {
    let toggle = UISwitch()
    let before = toggle.accessibilityValue

    toggle.setOn(true, animated: false)

    #expect(toggle.isAccessibilityElement)
    #expect(before == "0")
    #expect(toggle.accessibilityValue == "1")
    #expect(toggle.accessibilityTraits == [.button, .toggleButton])
  }

  @Test("a slider is adjustable, valued as a percentage, and moves a tenth a swipe")
  func slider() {
    let slider = UISlider()
    slider.minimumValue = 0
    slider.maximumValue = 200
    slider.setValue(50, animated: false)
    var changes: [Float] = []
    slider.addAction(UIAction { _ in changes.append(slider.value) }, for: .valueChanged)

    let value = slider.accessibilityValue
    slider.accessibilityIncrement()
    slider.accessibilityDecrement()
    slider.accessibilityDecrement()

    #expect(slider.accessibilityTraits == .adjustable)
    #expect(value == "25%")
    #expect(changes == [70, 50, 30])
    #expect(slider.accessibilityValue == "15%")
  }

  @Test("a page control is adjustable and says which page of how many")
  func pageControl() {
    let pages = UIPageControl()
    pages.numberOfPages = 3
    var changes: [Int] = []
    pages.addAction(UIAction { _ in changes.append(pages.currentPage) }, for: .valueChanged)

    pages.accessibilityIncrement()
    pages.accessibilityIncrement()
    pages.accessibilityIncrement()

    #expect(pages.accessibilityTraits == .adjustable)
    #expect(changes == [1, 2])
    #expect(pages.accessibilityValue == "page 3 of 3")
  }

  @Test("a segmented control holds a button element per segment, the selected one selected")
  func segments() throws {
    let control = UISegmentedControl(items: ["Day", "Week"])
    control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
    control.selectedSegmentIndex = 1
    var changes: [Int] = []
    control.addAction(
      UIAction { _ in changes.append(control.selectedSegmentIndex) }, for: .valueChanged)

    let elements = try #require(control.accessibilityElements as? [UIAccessibilityElement])
    let activated = elements[0].accessibilityActivate()

    #expect(!control.isAccessibilityElement)
    #expect(elements.map(\.accessibilityLabel) == ["Day", "Week"])
    #expect(elements.map(\.accessibilityTraits) == [[.button, .selected], .button])
    #expect(elements[1].accessibilityFrame == CGRect(x: 100, y: 0, width: 100, height: 32))
    #expect(activated)
    #expect(changes == [0])
    #expect(control.accessibilityElementCount() == 2)
    #expect(control.index(ofAccessibilityElement: elements[1]) == 1)
  }

  @Test("a text field has no label; its value is its text, the placeholder while empty, dots")
  func textField() {
    let field = UITextField()
    field.placeholder = "Email"
    let empty = field.accessibilityValue

    field.text = "kim@example.com"
    let secure = UITextField()
    secure.text = "hunter2"
    secure.isSecureTextEntry = true

    #expect(field.isAccessibilityElement)
    #expect(field.accessibilityLabel == nil)
    #expect(empty == "Email")
    #expect(field.accessibilityValue == "kim@example.com")
    #expect(secure.accessibilityValue == "•••••••")
  }

  @Test("plain views and image views are not elements; an image view made one is an image")
  func plainViews() {
    let view = UIView()
    let image = UIImageView()

    image.isAccessibilityElement = true

    #expect(!view.isAccessibilityElement)
    #expect(view.accessibilityTraits == [])
    #expect(view.accessibilityLabel == nil)
    #expect(image.accessibilityTraits == .image)
  }

  @Test("an activity indicator is an element only while it animates")
  func activityIndicator() {
    let spinner = UIActivityIndicatorView(style: .medium)
    let idle = spinner.isAccessibilityElement

    spinner.startAnimating()

    #expect(!idle)
    #expect(spinner.isAccessibilityElement)
    #expect(spinner.accessibilityLabel == "In progress")
    #expect(spinner.accessibilityTraits == .updatesFrequently)
  }

  @Test("a tab is a button named by its item, selected when it is, with the item's identifier")
  func tabs() throws {
    let first = UIViewController()
    first.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
    first.tabBarItem.accessibilityIdentifier = "home-tab"
    let second = UIViewController()
    second.tabBarItem = UITabBarItem(title: "Search", image: nil, tag: 1)
    second.tabBarItem.accessibilityLabel = "Find"
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second]
    let window = TestApplication.makeWindow(root: tabs)
    defer { withExtendedLifetime(window) {} }
    tabs.view.layoutIfNeeded()

    let elements = AccessibilityHierarchy.elements(of: tabs.tabBar)

    #expect(elements.map(\.accessibilityLabel) == ["Home", "Find"])
    #expect(elements.map(\.accessibilityTraits) == [[.button, .selected], .button])
    #expect(elements.first?.accessibilityIdentifier == "home-tab")
    #expect(tabs.tabBar.accessibilityTraits == .tabBar)
  }

  @Test("a bar button item's label and identifier are its button's; the title is a header")
  func navigationBar() throws {
    let root = UIViewController()
    root.title = "Inbox"
    let compose = UIBarButtonItem(title: "Compose", style: .plain)
    compose.accessibilityIdentifier = "compose"
    root.navigationItem.rightBarButtonItem = compose
    let navigation = UINavigationController(rootViewController: root)
    let window = TestApplication.makeWindow(root: navigation)
    defer { withExtendedLifetime(window) {} }
    navigation.view.layoutIfNeeded()

    let elements = AccessibilityHierarchy.elements(of: navigation.navigationBar)

    #expect(elements.map(\.accessibilityLabel) == ["Inbox", "Compose"])
    #expect(elements.first?.accessibilityTraits == [.staticText, .header])
    #expect(elements.last?.accessibilityTraits == .button)
    #expect(elements.last?.accessibilityIdentifier == "compose")
  }

  @Test("a navigation bar is identified by its top item's title, unless the app names it")
  func navigationBarIdentifier() async {
    let root = UIViewController()
    root.title = "Inbox"
    let navigation = UINavigationController(rootViewController: root)
    let window = TestApplication.makeWindow(root: navigation)
    defer { withExtendedLifetime(window) {} }
    let pushed = UIViewController()
    pushed.title = "Message"

    let first = navigation.navigationBar.accessibilityIdentifier
    navigation.pushViewController(pushed, animated: false)
    await UIApplication.shared.advance(by: 0)
    let second = navigation.navigationBar.accessibilityIdentifier
    navigation.navigationBar.accessibilityIdentifier = "mail-bar"
    let named = navigation.navigationBar.accessibilityIdentifier

    #expect(first == "Inbox")
    #expect(second == "Message")
    #expect(named == "mail-bar")
  }
}

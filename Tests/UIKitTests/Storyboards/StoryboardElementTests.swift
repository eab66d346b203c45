import Testing
import UIKitTestSupport

@testable import UIKit

/// The controller of Elements.storyboard's scene: outlets, an outlet collection and actions.
final class ElementsViewController: UIViewController, UITextFieldDelegate {
  @Outlet var label: UILabel!
  @Outlet var field: UITextField!
  @OutletCollection var buttons: [UIButton]
  var events: [String] = []

  @IBAction func buttonTapped(_ sender: UIButton) { events.append("buttonTapped \(sender.tag)") }
  let buttonTappedAction = ActionBinding("buttonTapped:", ElementsViewController.buttonTapped)

  func reset() { events.append("reset") }
  let resetAction = ActionBinding("reset", ElementsViewController.reset)

  @IBAction func switchChanged(_ sender: UISwitch) { events.append("switch \(sender.isOn)") }
  let switchChangedAction = ActionBinding("switchChanged:", ElementsViewController.switchChanged)
}

@Suite("Storyboard views and controls, as Xcode writes them", .uiTest)
@MainActor
struct StoryboardElementTests {
  let clock = ManualClock()

  private func loadElements() -> (ElementsViewController, UIWindow, WarningLog) {
    let warnings = WarningLog()
    let controller =
      StoryboardFixtures.storyboard("Elements").instantiateInitialViewController()
      as! ElementsViewController
    let window = TestApplication.makeWindow(root: controller)
    clock.settle()
    return (controller, window, warnings)
  }

  private func view<T: UIView>(_ controller: UIViewController, tag: Int, as type: T.Type) -> T {
    controller.view.viewWithTag(tag) as! T
  }

  @Test("a label takes its text, font, colour, alignment, wrapping and accessibility")
  func label() {
    let (controller, window, _) = loadElements()

    let label = view(controller, tag: 11, as: UILabel.self)

    #expect(controller.label === label)
    #expect(label.text == "Label 레이블")
    #expect(label.font.fontName == "NanumSquareRoundB" && label.font.pointSize == 20)
    #expect(label.textColor == UIColor(red: 0.8, green: 0.2, blue: 0.1, alpha: 1))
    #expect(label.textAlignment == .center)
    #expect(label.lineBreakMode == .byWordWrapping)
    #expect(label.numberOfLines == 2)
    #expect(label.accessibilityIdentifier == "label")
    #expect(label.accessibilityLabel == "The label")
    #expect(!label.isUserInteractionEnabled)
    #expect(label.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
    _ = window
  }

  @Test("buttons take per-state titles and colours, a font, or a configuration")
  func buttons() {
    let (controller, window, _) = loadElements()

    let classic = view(controller, tag: 12, as: UIButton.self)
    let configured = view(controller, tag: 13, as: UIButton.self)

    #expect(controller.buttons == [classic, configured])
    #expect(classic.buttonType == .system)
    #expect(classic.title(for: .normal) == "Classic")
    #expect(classic.title(for: .highlighted) == "Pressed")
    #expect(classic.titleColor(for: .normal) == .systemRed)
    #expect(classic.titleLabel?.font == .boldSystemFont(ofSize: 16))
    let configuration = configured.configuration
    #expect(configuration?.title == "Filled")
    #expect(configuration?.cornerStyle == .capsule)
    #expect(configuration?.buttonSize == .large)
    #expect(configuration?.baseBackgroundColor == .systemGreen)
    #expect(
      configuration?.contentInsets
        == NSDirectionalEdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10))
    _ = window
  }

  @Test("controls take their values and colours; stack views arrange their subviews")
  func controls() {
    let (controller, window, _) = loadElements()

    let stack = view(controller, tag: 15, as: UIStackView.self)
    let toggle = view(controller, tag: 16, as: UISwitch.self)
    let slider = view(controller, tag: 17, as: UISlider.self)
    let segments = view(controller, tag: 19, as: UISegmentedControl.self)
    let pages = view(controller, tag: 23, as: UIPageControl.self)
    let spinner = view(controller, tag: 24, as: UIActivityIndicatorView.self)

    #expect(stack.axis == .vertical && stack.distribution == .fillEqually)
    #expect(stack.alignment == .center && stack.spacing == 6)
    #expect(stack.arrangedSubviews == [toggle, slider])
    #expect(toggle.isOn && toggle.onTintColor == .systemOrange)
    #expect(slider.minimumValue == 10 && slider.maximumValue == 50 && slider.value == 30)
    #expect(slider.minimumTrackTintColor == .systemPink)
    #expect(segments.numberOfSegments == 3)
    #expect((0..<3).map { segments.titleForSegment(at: $0) } == ["First", "둘째", "Third"])
    #expect(segments.selectedSegmentIndex == 2)
    #expect(segments.selectedSegmentTintColor == .systemYellow)
    #expect(pages.numberOfPages == 5 && pages.currentPage == 2)
    #expect(pages.pageIndicatorTintColor == .systemGray3)
    #expect(pages.currentPageIndicatorTintColor == .systemBlue)
    #expect(spinner.style == .large && !spinner.hidesWhenStopped && !spinner.isAnimating)
    #expect(spinner.color == .systemPurple)
    _ = window
  }

  @Test("image views, text fields and scroll views take their settings")
  func imagesFieldsAndScrolling() {
    let (controller, window, _) = loadElements()

    let imageView = view(controller, tag: 14, as: UIImageView.self)
    let field = view(controller, tag: 18, as: UITextField.self)
    let scrollView = view(controller, tag: 20, as: UIScrollView.self)
    let content = view(controller, tag: 21, as: UIView.self)

    #expect(imageView.image?.size == UIImage(named: "badge")?.size)
    #expect(imageView.contentMode == .scaleAspectFit && imageView.clipsToBounds)
    #expect(imageView.frame == CGRect(x: 20, y: 123, width: 80, height: 80))
    #expect(controller.field === field)
    #expect(field.text == "안녕" && field.placeholder == "이름 Name")
    #expect(field.borderStyle == .roundedRect && field.isSecureTextEntry)
    #expect(field.font == .systemFont(ofSize: 16))
    #expect(field.delegate === controller)
    #expect(scrollView.isPagingEnabled && !scrollView.showsHorizontalScrollIndicator)
    #expect(scrollView.contentSize == CGSize(width: 700, height: 100))
    // Its content guide's height is tied to its frame guide's, in the storyboard.
    #expect(
      scrollView.constraints.contains {
        $0.firstItem === scrollView.contentLayoutGuide && $0.firstAttribute == .height
          && $0.secondItem === scrollView.frameLayoutGuide
      })
    #expect(content.frame == CGRect(x: 0, y: 0, width: 700, height: 100))
    #expect(content.translatesAutoresizingMaskIntoConstraints)
    #expect(content.autoresizingMask == [.flexibleRightMargin, .flexibleBottomMargin])
    _ = window
  }

  @Test("frames, autoresizing, named colours and runtime attributes; the rest is named")
  func attributesAndWarnings() {
    let (controller, window, warnings) = loadElements()

    let framed = view(controller, tag: 25, as: UIView.self)
    let standIn = controller.view.viewWithTag(26)

    #expect(framed.frame == CGRect(x: 240, y: 490, width: 130, height: 30))
    #expect(framed.autoresizingMask == [.flexibleLeftMargin, .flexibleBottomMargin])
    #expect(framed.alpha == 0.5)
    #expect(framed.backgroundColor == UIColor(red: 1, green: 0.8, blue: 0, alpha: 1))
    #expect(framed.layer.cornerRadius == 8 && framed.layer.borderWidth == 2)
    #expect(framed.accessibilityIdentifier == "frameView")
    #expect(type(of: standIn!) == UIView.self)
    #expect(warnings.contains("<datePicker> is not supported here; a plain UIView stands in"))
    #expect(warnings.contains("Elements.storyboard:"))
    #expect(warnings.contains("the runtime attribute 'glowRadius' cannot be set"))
    #expect(warnings.messages.count == 2)
    _ = window
  }

  @Test("a container view embeds its scene's controller, filling it")
  func containerView() {
    let (controller, window, _) = loadElements()

    let container = view(controller, tag: 22, as: UIView.self)
    let child = controller.children.first

    #expect(controller.children.count == 1)
    #expect(child?.view.superview === container)
    #expect(child?.view.frame == container.bounds)
    #expect(child?.view.backgroundColor == .systemIndigo)
    #expect(child?.storyboard === controller.storyboard)
    _ = window
  }

  @Test("actions reach the controller's bindings, with the control as sender")
  func actions() {
    let (controller, window, _) = loadElements()
    let classic = view(controller, tag: 12, as: UIButton.self)
    let configured = view(controller, tag: 13, as: UIButton.self)
    let toggle = view(controller, tag: 16, as: UISwitch.self)

    classic.sendActions(for: .touchUpInside)
    configured.sendActions(for: .primaryActionTriggered)
    toggle.setOn(false, animated: false)
    toggle.sendActions(for: .valueChanged)

    #expect(controller.events == ["buttonTapped 12", "reset", "switch false"])
    _ = window
  }
}

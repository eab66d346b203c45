import Testing
import UIKit
import UIKitTestSupport

/// The members of the `UIAccessibility` informal protocol as an app sets and overrides them.
@Suite("Accessibility: the members an app sets", .uiTest)
@MainActor
struct AccessibilityMembersTests {
  /// A custom control that adds to the stock traits, as iOS code does.
  private final class StarButton: UIButton {
    override var accessibilityTraits: UIAccessibilityTraits {
      get { super.accessibilityTraits.union(.header) }
      set { super.accessibilityTraits = newValue }
    }
  }

  @Test("what an app sets replaces the stock answer, and nil hides a derived label")
  func setValues() {
    let button = UIButton(type: .system)
    button.setTitle("X", for: .normal)
    let label = UILabel()
    label.text = "Hidden"

    button.accessibilityLabel = "Close"
    button.accessibilityHint = "Dismisses the sheet"
    button.accessibilityValue = "3"
    button.accessibilityIdentifier = "close"
    button.accessibilityTraits = [.button, .playsSound]
    label.accessibilityLabel = nil

    #expect(button.accessibilityLabel == "Close")
    #expect(button.accessibilityHint == "Dismisses the sheet")
    #expect(button.accessibilityValue == "3")
    #expect(button.accessibilityIdentifier == "close")
    #expect(button.accessibilityTraits == [.button, .playsSound])
    #expect(label.accessibilityLabel == nil)
    #expect(button.accessibilityAttributedLabel?.string == "Close")
    #expect(button.accessibilityUserInputLabels == ["Close"])
  }

  @Test("a subclass adds to the stock traits through super")
  func overriddenTraits() {
    let star = StarButton(type: .system)

    #expect(star.accessibilityTraits == [.button, .header])
  }

  @Test("a view's frame is its bounds in screen coordinates; the activation point its middle")
  func frames() {
    let controller = UIViewController()
    let view = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 40))
    controller.view.addSubview(view)
    let window = TestApplication.makeWindow(root: controller)
    defer { withExtendedLifetime(window) {} }

    #expect(view.accessibilityFrame == CGRect(x: 20, y: 30, width: 100, height: 40))
    #expect(view.accessibilityActivationPoint == CGPoint(x: 70, y: 50))
    #expect(
      UIAccessibility.convertToScreenCoordinates(CGRect(x: 1, y: 2, width: 3, height: 4), in: view)
        == CGRect(x: 21, y: 32, width: 3, height: 4))
  }

  @Test("an element's frame in container space follows its container as it moves")
  func elementInContainerSpace() {
    let controller = UIViewController()
    let chart = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 100))
    controller.view.addSubview(chart)
    let window = TestApplication.makeWindow(root: controller)
    defer { withExtendedLifetime(window) {} }
    let bar = UIAccessibilityElement(accessibilityContainer: chart)
    bar.accessibilityFrameInContainerSpace = CGRect(x: 60, y: 20, width: 24, height: 80)

    chart.frame.origin = CGPoint(x: 50, y: 70)

    #expect(bar.isAccessibilityElement)
    #expect(bar.accessibilityContainer === chart)
    #expect(bar.accessibilityFrame == CGRect(x: 110, y: 90, width: 24, height: 80))
  }

  @Test("the container methods read accessibilityElements")
  func containerMethods() {
    let view = UIView()
    let first = UIAccessibilityElement(accessibilityContainer: view)
    let second = UIAccessibilityElement(accessibilityContainer: view)
    let stranger = UIAccessibilityElement(accessibilityContainer: view)

    view.accessibilityElements = [first, second]

    #expect(view.accessibilityElementCount() == 2)
    #expect(view.accessibilityElement(at: 1) as AnyObject? === second)
    #expect(view.accessibilityElement(at: 2) == nil)
    #expect(view.index(ofAccessibilityElement: first) == 0)
    #expect(view.index(ofAccessibilityElement: stranger) == NSNotFound)
  }

  @Test("custom actions keep their name and run their handler")
  func customActions() {
    let view = UIView()
    var ran: [String] = []
    let delete = UIAccessibilityCustomAction(name: "Delete") { action in
      ran.append(action.name)
      return true
    }

    view.accessibilityCustomActions = [delete]
    let handled = view.accessibilityCustomActions?.first?.actionHandler?(delete)

    #expect(handled == true)
    #expect(ran == ["Delete"])
  }

  @Test("controls respond to user interaction; plain views do not")
  func respondsToUserInteraction() {
    let button = UIButton(type: .system)
    let view = UIView()

    #expect(button.accessibilityRespondsToUserInteraction)
    #expect(!view.accessibilityRespondsToUserInteraction)
  }

  @Test("posted notifications reach the installed handler in order")
  func post() {
    var posted: [String] = []
    UIAccessibility.postedNotificationHandler = { notification, argument in
      posted.append("\(notification.rawValue) \(argument.map { "\($0)" } ?? "nil")")
    }
    defer { UIAccessibility.postedNotificationHandler = nil }

    UIAccessibility.post(notification: .screenChanged, argument: nil)
    UIAccessibility.post(notification: .announcement, argument: "Saved")

    #expect(posted == ["1000 nil", "1008 Saved"])
  }

  @Test("reduce motion follows its setting and posts its notification once a change")
  func reduceMotion() {
    let log = LifecycleLog()
    let observer = NotificationCenter.default.addObserver(
      forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil
    ) { _ in MainActor.assumeIsolated { log.record("reduce motion changed") } }
    defer {
      NotificationCenter.default.removeObserver(observer)
      UIAccessibility.setReduceMotionEnabled(false)
    }

    UIAccessibility.setReduceMotionEnabled(true)
    UIAccessibility.setReduceMotionEnabled(true)

    #expect(UIAccessibility.isReduceMotionEnabled)
    #expect(UIAccessibility.prefersCrossFadeTransitions)
    #expect(log.entries == ["reduce motion changed"])
  }
}

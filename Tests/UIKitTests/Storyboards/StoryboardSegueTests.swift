import Testing
import UIKitTestSupport

@testable import UIKit

/// Where the segue fixtures' controllers and segues write what happens to them.
@MainActor
enum SegueLog {
  static var entries: [String] = []

  static func take() -> [String] {
    defer { entries = [] }
    return entries
  }
}

final class SegueHomeViewController: UIViewController {
  var allowsSegues = true

  override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    SegueLog.entries.append("home shouldPerform \(identifier)")
    return allowsSegues
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    let from = sender.map { "\(type(of: $0))" } ?? "nil"
    SegueLog.entries.append(
      "home prepare \(segue.identifier ?? "nil") → \(type(of: segue.destination)) from \(from)")
  }

  @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
    SegueLog.entries.append(
      "home unwindToHome from \(type(of: segue.source)) \(segue.identifier ?? "nil")")
  }
  let unwindToHomeAction = ActionBinding("unwindToHome:", SegueHomeViewController.unwindToHome)
}

final class SegueDetailViewController: UIViewController {
  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    SegueLog.entries.append("detail prepare \(segue.identifier ?? "nil")")
  }
}

final class SeguePresentedViewController: UIViewController {
  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    SegueLog.entries.append("presented prepare \(segue.identifier ?? "nil")")
  }
}

/// A custom segue class named by the storyboard: it pushes without animation.
final class LoggingSegue: UIStoryboardSegue {
  override func perform() {
    SegueLog.entries.append("LoggingSegue perform \(identifier ?? "nil")")
    source.navigationController?.pushViewController(destination, animated: false)
  }
}

@Suite("Storyboard segues", .uiTest)
@MainActor
struct StoryboardSegueTests {
  let clock = ManualClock()

  init() {
    _ = SegueLog.take()
  }

  private func loadNavigation() -> (UINavigationController, SegueHomeViewController, UIWindow) {
    let navigation =
      StoryboardFixtures.storyboard("Segues").instantiateInitialViewController()
      as! UINavigationController
    let window = TestApplication.makeWindow(root: navigation)
    clock.settle()
    return (navigation, navigation.viewControllers[0] as! SegueHomeViewController, window)
  }

  private func button(_ controller: UIViewController, _ tag: Int) -> UIButton {
    controller.view.viewWithTag(tag) as! UIButton
  }

  @Test("a navigation controller's rootViewController relationship makes its root")
  func relationship() {
    let (navigation, home, window) = loadNavigation()

    #expect(navigation.viewControllers == [home])
    #expect(home.navigationItem.title == "Home")
    #expect(home.storyboard === navigation.storyboard)
    #expect(home.navigationItem.rightBarButtonItem?.title == "Next")
    _ = window
  }

  @Test("a button's show segue asks, prepares with the button as sender, then pushes")
  func showFromButton() {
    let (navigation, home, window) = loadNavigation()

    button(home, 1).sendActions(for: .primaryActionTriggered)
    clock.advance(by: 1)

    #expect(
      SegueLog.take() == [
        "home shouldPerform showDetail",
        "home prepare showDetail → SegueDetailViewController from UIButton",
      ])
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController is SegueDetailViewController)
    #expect(navigation.topViewController?.title == "Detail")
    _ = window
  }

  @Test("shouldPerformSegue returning false cancels a triggered segue")
  func shouldPerformCancels() {
    let (navigation, home, window) = loadNavigation()
    home.allowsSegues = false

    button(home, 1).sendActions(for: .primaryActionTriggered)
    clock.advance(by: 1)

    #expect(SegueLog.take() == ["home shouldPerform showDetail"])
    #expect(navigation.viewControllers.count == 1)
    _ = window
  }

  @Test("performSegue runs a manual segue without asking shouldPerformSegue")
  func performSegue() {
    let (navigation, home, window) = loadNavigation()
    home.allowsSegues = false

    home.performSegue(withIdentifier: "manual", sender: "code")
    clock.advance(by: 1)

    #expect(SegueLog.take() == ["home prepare manual → SegueDetailViewController from String"])
    #expect(navigation.viewControllers.count == 2)
    _ = window
  }

  @Test("an unknown identifier raises UIKit's NSInvalidArgumentException")
  func unknownIdentifier() {
    let (_, home, window) = loadNavigation()
    let recorder = ExceptionRecorder()
    let plain = UIViewController()

    home.performSegue(withIdentifier: "nope", sender: nil)
    plain.performSegue(withIdentifier: "manual", sender: nil)

    #expect(recorder.names == [.invalidArgumentException, .invalidArgumentException])
    #expect(
      recorder.exceptions.first?.reason
        == "Receiver (\(home)) has no segue with identifier 'nope'")
    #expect(
      recorder.exceptions.last?.reason.hasSuffix("has no segue with identifier 'manual'") == true)
    _ = window
  }

  @Test("a presentation segue sets the file's styles, then presents")
  func presentation() {
    let (_, home, window) = loadNavigation()

    button(home, 2).sendActions(for: .primaryActionTriggered)
    clock.advance(by: 1)

    let presented =
      home.presentedViewController ?? home.navigationController?.presentedViewController
    #expect(presented is SeguePresentedViewController)
    #expect(presented?.modalPresentationStyle == .fullScreen)
    #expect(presented?.modalTransitionStyle == .crossDissolve)
    _ = window
  }

  @Test("a custom segue is made of the file's class and performs itself")
  func customSegue() {
    let (navigation, home, window) = loadNavigation()

    button(home, 3).sendActions(for: .primaryActionTriggered)
    clock.settle()

    #expect(
      SegueLog.take() == [
        "home shouldPerform custom",
        "home prepare custom → SegueDetailViewController from UIButton",
        "LoggingSegue perform custom",
      ])
    #expect(navigation.viewControllers.count == 2)
    _ = window
  }

  @Test("a bar button item triggers its segue")
  func barButtonItem() {
    let (navigation, home, window) = loadNavigation()
    let item = home.navigationItem.rightBarButtonItem

    item?.primaryAction?.perform(sender: item)
    clock.advance(by: 1)

    #expect(SegueLog.take().first == "home shouldPerform barShow")
    #expect(navigation.viewControllers.count == 2)
    _ = window
  }

  @Test("an unwind segue from a pushed controller calls the action, then pops back")
  func unwindPops() {
    let (navigation, home, window) = loadNavigation()
    home.performSegue(withIdentifier: "manual", sender: nil)
    clock.advance(by: 1)
    let detail = navigation.topViewController!
    _ = SegueLog.take()

    button(detail, 1).sendActions(for: .primaryActionTriggered)
    clock.advance(by: 1)

    #expect(
      SegueLog.take() == [
        "detail prepare unwindHome",
        "home unwindToHome from SegueDetailViewController unwindHome",
      ])
    #expect(navigation.viewControllers == [home])
    _ = window
  }

  @Test("an unwind segue from a presented controller's gesture dismisses it")
  func unwindDismisses() {
    let (navigation, home, window) = loadNavigation()
    home.performSegue(withIdentifier: "still", sender: nil)
    clock.advance(by: 1)
    let presented = navigation.presentedViewController!
    _ = SegueLog.take()
    let recognizer = presented.view.gestureRecognizers?.first as? UITapGestureRecognizer

    presented.performSegue(withIdentifier: "unwindFromPresented", sender: recognizer)
    clock.advance(by: 1)

    #expect(recognizer?.numberOfTapsRequired == 2)
    #expect(
      SegueLog.take() == [
        "presented prepare unwindFromPresented",
        "home unwindToHome from SeguePresentedViewController unwindFromPresented",
      ])
    #expect(navigation.presentedViewController == nil)
    _ = window
  }

  @Test("a tab bar scene's viewControllers relationships make its tabs, with their items")
  func tabBarScene() {
    let recorder = ExceptionRecorder()

    let controller = StoryboardFixtures.storyboard("Segues")
      .instantiateViewController(withIdentifier: "tabs")
    let tabs = controller as? UITabBarController

    #expect(recorder.names.isEmpty)
    #expect(tabs?.viewControllers?.count == 2)
    #expect(tabs?.viewControllers?.first is SegueDetailViewController)
    #expect(tabs?.selectedIndex == 0)
    let detail = tabs?.viewControllers?.first?.tabBarItem
    #expect(detail?.title == "Detail")
    #expect(detail?.badgeValue == "2")
    let favourites = tabs?.viewControllers?.last?.tabBarItem
    #expect(favourites?.title == "Favorites")
    #expect(favourites?.tag == 7)
  }

  @Test("split scenes: master and detail relationships, or a column style's named columns")
  func splitScenes() {
    let recorder = ExceptionRecorder()
    let storyboard = StoryboardFixtures.storyboard("Segues")

    let classic =
      storyboard.instantiateViewController(withIdentifier: "split")
      as? UISplitViewController
    let columns =
      storyboard.instantiateViewController(withIdentifier: "columns")
      as? UISplitViewController

    #expect(recorder.names.isEmpty)
    #expect(classic?.style == .unspecified)
    #expect(classic?.viewControllers.count == 2)
    #expect(classic?.viewControllers.first is SegueDetailViewController)
    #expect(columns?.style == .doubleColumn)
    #expect(columns?.viewController(for: .primary) is SegueDetailViewController)
    #expect(columns?.viewController(for: .secondary)?.tabBarItem.tag == 7)
  }
}

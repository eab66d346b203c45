import Testing
import UIKitTestSupport

@testable import UIKit

/// The README's "Containment in 20 lines", verbatim, with its promised callbacks checked.
@MainActor
private final class Container: UIViewController {
  func show(_ content: UIViewController) {
    addChild(content)  // sends content.willMove(toParent: self)
    content.view.frame = view.bounds
    view.addSubview(content.view)  // content.viewWillAppear, right here
    content.didMove(toParent: self)
  }
}

@Suite("README", .uiTest)
@MainActor
struct ReadmeExampleTests {
  @Test("Containment in 20 lines does what its comments say")
  func containmentInTwentyLines() {
    let log = LifecycleLog()
    let content = LoggingViewController("content", log: log)

    let container = Container()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = container
    window.makeKeyAndVisible()  // container.viewWillAppear
    container.show(content)
    let beforeFrame = log.take()
    UIApplication.shared.advance(by: 0)  // one frame: viewIsAppearing, then viewDidAppear

    #expect(
      beforeFrame == [
        "content willMove(to: \(container))", "content viewDidLoad",
        "content willAppear [movingToParent]", "content didMove(to: \(container))",
      ])
    #expect(
      log.take() == ["content isAppearing [movingToParent]", "content didAppear [movingToParent]"])
    #expect(content.view.frame == window.bounds)
  }
}

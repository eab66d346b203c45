import Testing
import UIKitTestSupport

@testable import UIKit

@Suite("View loading", .uiTest)
@MainActor
struct ViewLoadingTests {
  @Test("the view loads lazily on first access: loadView, then viewDidLoad, once")
  func lazyLoading() {
    let controller = LoadRecorder()

    let before = controller.isViewLoaded
    let first = controller.view
    let second = controller.view

    #expect(before == false)
    #expect(first === second)
    #expect(controller.events == ["loadView", "viewDidLoad"])
    #expect(controller.viewIfLoaded === first)
  }

  @Test("viewIfLoaded and isViewLoaded never load")
  func peekingDoesNotLoad() {
    let controller = LoadRecorder()

    _ = controller.viewIfLoaded
    _ = controller.isViewLoaded

    #expect(controller.events.isEmpty)
  }

  @Test("setting view to nil lets it load again")
  func unloading() {
    let controller = LoadRecorder()
    let first = controller.view

    controller.view = nil
    let second = controller.view

    #expect(first !== second)
    #expect(controller.events == ["loadView", "viewDidLoad", "loadView", "viewDidLoad"])
  }

  @Test("loadViewIfNeeded loads once")
  func loadIfNeeded() {
    let controller = LoadRecorder()

    controller.loadViewIfNeeded()
    controller.loadViewIfNeeded()

    #expect(controller.events == ["loadView", "viewDidLoad"])
  }

  @Test("the default view is a plain view the size of the screen that resizes with its container")
  func defaultView() {
    let controller = UIViewController()

    let view = controller.view!

    #expect(type(of: view) == UIView.self)
    #expect(view.frame == UIScreen.main.bounds)
    #expect(view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
  }

  @Test("a window sizes its root controller's view to its bounds")
  func rootViewFillsWindow() {
    let controller = UIViewController()

    let window = TestApplication.makeWindow(
      root: controller, size: CGSize(width: 200, height: 300))

    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
    #expect(controller.view.superview === window)
  }

  @Test("a view can belong to only one controller")
  func viewOwnedOnce() {
    let recorder = ExceptionRecorder()
    let first = UIViewController()
    let second = UIViewController()
    let shared = UIView()
    first.view = shared

    second.view = shared

    #expect(recorder.names == [.internalInconsistencyException])
    #expect(second.viewIfLoaded == nil)
  }

  @Test("a nib name with no such file raises UIKit's \"Could not load NIB\" and gives a plain view")
  func missingNib() {
    let recorder = ExceptionRecorder()
    let controller = UIViewController(nibName: "Main", bundle: nil)

    let view = controller.view

    #expect(recorder.names == [.internalInconsistencyException])
    #expect(recorder.exceptions.first?.reason.contains("Could not load NIB") == true)
    #expect(view != nil)
  }
}

@MainActor
private final class LoadRecorder: UIViewController {
  var events: [String] = []
  override func loadView() {
    events.append("loadView")
    view = UIView()
  }
  override func viewDidLoad() { events.append("viewDidLoad") }
}

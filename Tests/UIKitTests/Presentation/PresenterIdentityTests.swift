import Testing
import UIKit
import UIKitTestSupport

/// Who presented whom, as Apple documents `presentedViewController`, `presentingViewController`
/// and `visibleViewController`.
@Suite("The presenting and presented controllers of a presentation", .uiTest)
@MainActor
struct PresenterIdentityTests {
  private let windows = WindowHolder()

  /// A navigation controller on screen with `child` on its stack, settled.
  private func navigation(showing child: UIViewController) -> UINavigationController {
    let navigation = UINavigationController(rootViewController: child)
    windows.keep(TestApplication.makeWindow(root: navigation))
    UIApplication.shared.advance(by: 0)
    return navigation
  }

  @Test("a child of the stack presents: it answers presentedViewController; its parent presents")
  func childPresents() {
    let child = UIViewController()
    let navigation = navigation(showing: child)
    let sheet = UIViewController()
    sheet.modalPresentationStyle = .fullScreen

    child.present(sheet, animated: false)
    UIApplication.shared.advance(by: 0)

    #expect(child.presentedViewController === sheet)
    #expect(navigation.presentedViewController === sheet)
    #expect(sheet.presentingViewController === navigation)
    #expect(navigation.visibleViewController === sheet)
  }

  @Test("the navigation controller itself presents: the presented controller is the visible one")
  func navigationPresents() {
    let child = UIViewController()
    let navigation = navigation(showing: child)
    let sheet = UIViewController()

    navigation.present(sheet, animated: false)
    UIApplication.shared.advance(by: 0)

    #expect(navigation.visibleViewController === sheet)
    #expect(sheet.presentingViewController === navigation)
  }

  @Test("dismiss called on the child that presented dismisses what its parent presented")
  func childDismisses() {
    let child = UIViewController()
    let navigation = navigation(showing: child)
    let sheet = UIViewController()
    child.present(sheet, animated: false)
    UIApplication.shared.advance(by: 0)

    child.dismiss(animated: false)
    UIApplication.shared.advance(by: 0)

    #expect(navigation.presentedViewController == nil)
    #expect(child.presentedViewController == nil)
    #expect(sheet.presentingViewController == nil)
  }
}

import Testing

@testable import PortFromIOS

@Suite("Attributes, outlets, actions, class descriptions and KVO")
struct AttributeAndOutletRewriteTests {
  @Test("`@objc`, `@objc(name)`, `@objcMembers` and `@objc dynamic` are removed")
  func objcAttributesAreRemoved() {
    expectPort(
      """
      @objcMembers
      final class Slider: UIControl {
        @objc dynamic var value: CGFloat = 0 // observed on iOS
        @objc(resetToValue:) func reset(to value: CGFloat) {}
        @objc private func panned() {}
        dynamic var unrelated = 0
      }
      @objc enum Edge: Int { case left, right }
      """,
      becomes: """
        final class Slider: UIControl {
          var value: CGFloat = 0 // observed on iOS
          func reset(to value: CGFloat) {}
          private func panned() {}
          dynamic var unrelated = 0
        }
        enum Edge: Int { case left, right }
        """, passes: [ObjCAttributeRewrite()])
  }

  @Test("outlets become @Outlet and @OutletCollection; actions get their bindings")
  func outletsAndActions() {
    expectPort(
      """
      final class LoginViewController: UIViewController {
        @IBOutlet weak var nameField: UITextField!
        @IBOutlet private weak var hint: UILabel?
        @IBOutlet var stars: [UIImageView]!
        @IBInspectable var cornerRadius: CGFloat = 8

        @IBAction func logIn(_ sender: UIButton) {}
        @IBAction func cancel() {}
        @IBAction func unwindToLogin(segue: UIStoryboardSegue) {}
      }
      """,
      becomes: """
        final class LoginViewController: UIViewController {
          @Outlet var nameField: UITextField!
          @Outlet private var hint: UILabel?
          @OutletCollection var stars: [UIImageView]
          @IBInspectable var cornerRadius: CGFloat = 8

          @IBAction func logIn(_ sender: UIButton) {}
          private let logInAction = ActionBinding("logIn:", LoginViewController.logIn(_:))
          @IBAction func cancel() {}
          private let cancelAction = ActionBinding("cancel", LoginViewController.cancel)
          @IBAction func unwindToLogin(segue: UIStoryboardSegue) {}
          private let unwindToLoginAction = ActionBinding("unwindToLoginWithSegue:", LoginViewController.unwindToLogin(segue:))
        }
        """, passes: [OutletRewrite()])
  }

  @Test("an action in an extension, or taking its event, is reported")
  func actionsThatCannotBeBound() {
    expectLeft(
      "extension LoginViewController {\n  @IBAction func help(_ sender: Any) {}\n}\n",
      line: 2, advice: "bind it by hand", passes: [OutletRewrite()])
    expectLeft(
      "final class Pad: UIViewController {\n  @IBAction func key(_ sender: UIButton, forEvent event: UIEvent) {}\n}\n",
      line: 2, advice: "drop the event argument", passes: [OutletRewrite()])
  }

  @Test("a class's `description()` is `String(reflecting:)` of the type")
  func classDescription() {
    expectPort(
      "let identifier = PhotoCell.description()\nlet same = type(of: cell).description()\nlet text = cell.description",
      becomes:
        "let identifier = String(reflecting: PhotoCell.self)\nlet same = String(reflecting: type(of: cell))\nlet text = cell.description",
      passes: [DescriptionRewrite()])
  }

  @Test("`import ObjectiveC` imports the module that holds associated objects here")
  func objectiveCImport() {
    expectPort(
      "import ObjectiveC\nimport UIKit\n\n#if canImport(ObjectiveC)\nlet apple = true\n#endif\n",
      becomes:
        "import ObjectiveCRuntime\nimport UIKit\n\n#if canImport(ObjectiveC)\nlet apple = true\n#endif\n",
      passes: [ObjectiveCImportRewrite()])
  }

  @Test("key-value observing and coding are reported with what to use instead")
  func keyValueObservingIsReported() {
    let result = port(
      [
        (
          "Sources/Lib/Header.swift",
          """
          final class Header: UIView {
            var observation: NSKeyValueObservation?
            func attach(_ scrollView: UIScrollView) {
              observation = scrollView.observe(\\.contentOffset, options: [.new]) { _, _ in }
              scrollView.addObserver(self, forKeyPath: "contentSize", options: .new, context: nil)
              let height = value(forKey: "height")
            }
          }
          """
        )
      ], passes: [KeyValueObservingReport()])

    #expect(result.cannotPort.map(\.line) == [4, 5, 6])
    #expect(result.cannotPort[0].message.contains("scrollViewDidScroll(_:)"))
    #expect(result.cannotPort[2].message.contains("key-value coding"))
  }
}

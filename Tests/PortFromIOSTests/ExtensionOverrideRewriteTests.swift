import Testing

@testable import PortFromIOS

@Suite("Overrides across extensions")
struct ExtensionOverrideRewriteTests {
  let passes: [any Rewrite] = [ExtensionOverrideRewrite()]

  @Test("an override in an extension of the package's class moves into the class body")
  func overrideMovesIntoTheBody() {
    expectPort(
      """
      open class DrawerController: UIViewController {
          var isOpen = false
      }

      // MARK: - Lifecycle

      extension DrawerController {
          /// Dims the screen behind the drawer.
          open override func viewDidLoad() {
              super.viewDidLoad()
              view.backgroundColor = .black
          }
      }
      """,
      becomes: """
        open class DrawerController: UIViewController {
            var isOpen = false

            /// Dims the screen behind the drawer.
            open override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .black
            }
        }

        // MARK: - Lifecycle


        """, passes: passes)
  }

  @Test("an extension method that subclasses override moves; its siblings stay")
  func overriddenMethodMoves() {
    expectPort(
      """
      class CardView: UIView {}
      extension CardView: UIGestureRecognizerDelegate {
        @objc func didFlip() {}
        func helper() {}
      }
      final class PhotoCard: CardView {
        override func didFlip() { reload() }
      }
      """,
      becomes: """
        class CardView: UIView {
          @objc func didFlip() {}
        }
        extension CardView: UIGestureRecognizerDelegate {
          func helper() {}
        }
        final class PhotoCard: CardView {
          override func didFlip() { reload() }
        }
        """, passes: passes)
  }

  @Test("a method of an extension of Apple's class dispatches to subclasses through a protocol")
  func appleClassExtensionDispatches() {
    expectPort(
      """
      extension UIViewController {
        @objc open func drawerWidth(for size: CGSize) -> CGFloat { size.width * 0.8 }
      }

      final class MenuViewController: UIViewController {
        override func drawerWidth(for size: CGSize) -> CGFloat {
          min(super.drawerWidth(for: size), 320)
        }
      }

      class SettingsMenu: MenuViewController {}

      final class WideMenu: SettingsMenu {
        override func drawerWidth(for size: CGSize) -> CGFloat { super.drawerWidth(for: size) + 40 }
      }
      """,
      becomes: """
        extension UIViewController {
          @objc public func drawerWidth(for size: CGSize) -> CGFloat {
            if let overriding = self as? any DrawerWidthOverriding {
              return overriding.drawerWidthOverride(for: size)
            }
            return drawerWidthDefault(for: size)
          }

          /// What `drawerWidth(for:)` does where no subclass overrides it: what an override's `super` call reaches.
          public func drawerWidthDefault(for size: CGSize) -> CGFloat { size.width * 0.8 }
        }

        /// Implemented by the subclasses of `UIViewController` that override `drawerWidth(for:)`: Swift
        /// reaches a subclass's version of a method declared in an extension only through a protocol.
        public protocol DrawerWidthOverriding: UIViewController {
          func drawerWidthOverride(for size: CGSize) -> CGFloat
        }

        final class MenuViewController: UIViewController, DrawerWidthOverriding {
          func drawerWidthOverride(for size: CGSize) -> CGFloat {
            min(super.drawerWidthDefault(for: size), 320)
          }
        }

        class SettingsMenu: MenuViewController {}

        final class WideMenu: SettingsMenu {
          override func drawerWidthOverride(for size: CGSize) -> CGFloat { super.drawerWidthOverride(for: size) + 40 }
        }
        """, passes: passes)
  }

  @Test("a member moved into another file's class keeps the extension's access level")
  func moveAcrossFiles() {
    let result = port(
      [
        ("Sources/Lib/Pager.swift", "public class Pager: UIViewController {\n}\n"),
        (
          "Sources/Lib/Pager+Layout.swift",
          "public extension Pager {\n  override func viewDidLayoutSubviews() {\n    layoutPages()\n  }\n}\n"
        ),
      ], passes: passes)

    #expect(
      result.files[0].text
        == "public class Pager: UIViewController {\n\n  public override func viewDidLayoutSubviews() {\n    layoutPages()\n  }\n}\n"
    )
    #expect(result.files[1].text == "")
  }

  @Test("what cannot move or dispatch is reported")
  func leftoversAreReported() {
    expectLeft(
      """
      extension UIView {
        open override var description: String { "view \\(frame)" }
      }
      """, line: 2, advice: "make a subclass that overrides it", passes: passes)
    expectLeft(
      """
      class Pager: UIViewController {}
      """ + "\n"
        + """
        extension Pager where Self: Sendable {
          override func viewDidLoad() {}
        }
        """, line: 3, advice: "the extension is constrained", passes: passes)
  }

  @Test("a move that would lose access to its file's private declarations is reported")
  func privateAccessIsReported() {
    let result = port(
      [
        ("Sources/Lib/Pager.swift", "class Pager: UIViewController {}\n"),
        (
          "Sources/Lib/Pager+Layout.swift",
          "private let gap: CGFloat = 8\nextension Pager {\n  override func viewDidLoad() { spacing = gap }\n}\n"
        ),
      ], passes: passes)

    #expect(result.cannotPort.map(\.line) == [3])
    #expect(
      result.files.map(\.text) == [
        "class Pager: UIViewController {}\n",
        "private let gap: CGFloat = 8\nextension Pager {\n  override func viewDidLoad() { spacing = gap }\n}\n",
      ])
  }
}

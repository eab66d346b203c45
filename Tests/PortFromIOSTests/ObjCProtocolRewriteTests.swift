import Testing

@testable import PortFromIOS

@Suite("@objc protocols and their optional requirements")
struct ObjCProtocolRewriteTests {
  let passes: [any Rewrite] = [ObjCProtocolRewrite()]

  @Test("optional requirements become required, with defaults in an extension")
  func optionalRequirementsGetDefaults() {
    expectPort(
      """
      /// What the menu tells its owner.
      @objc public protocol SideMenuDelegate: class {
        func sideMenuDidClose(_ menu: SideMenu)
        /// Before the menu slides in.
        @objc optional func sideMenuWillOpen(_ menu: SideMenu)
        @objc optional func sideMenu(_ menu: SideMenu, widthFor size: CGSize) -> CGFloat
      }
      """,
      becomes: """
        /// What the menu tells its owner.
        public protocol SideMenuDelegate: AnyObject {
          func sideMenuDidClose(_ menu: SideMenu)
          /// Before the menu slides in.
          func sideMenuWillOpen(_ menu: SideMenu)
          func sideMenu(_ menu: SideMenu, widthFor size: CGSize) -> CGFloat
        }

        // What a conforming type that leaves out a formerly optional requirement gets.
        extension SideMenuDelegate {
          public func sideMenuWillOpen(_ menu: SideMenu) {}
          public func sideMenu(_ menu: SideMenu, widthFor size: CGSize) -> CGFloat { 0 }
        }
        """, passes: passes)
  }

  @Test("the fallback callers give becomes the default, and the calls drop their `?`")
  func fallbackBecomesTheDefault() {
    let result = expectPort(
      """
      @objc protocol KolodaViewDelegate: AnyObject {
          @objc optional func koloda(_ koloda: KolodaView, shouldSwipeCardAt index: Int) -> Bool
          @objc optional func kolodaDidRunOutOfCards(_ koloda: KolodaView)
      }

      class KolodaView: UIView {
          weak var delegate: KolodaViewDelegate?

          func swipe(_ index: Int) {
              guard delegate?.koloda?(self, shouldSwipeCardAt: index) ?? true else { return }
              if index == last {
                  delegate?.kolodaDidRunOutOfCards?(self) // the deck is empty
              }
          }
      }
      """,
      becomes: """
        protocol KolodaViewDelegate: AnyObject {
            func koloda(_ koloda: KolodaView, shouldSwipeCardAt index: Int) -> Bool
            func kolodaDidRunOutOfCards(_ koloda: KolodaView)
        }

        // What a conforming type that leaves out a formerly optional requirement gets.
        extension KolodaViewDelegate {
            func koloda(_ koloda: KolodaView, shouldSwipeCardAt index: Int) -> Bool { true }
            func kolodaDidRunOutOfCards(_ koloda: KolodaView) {}
        }

        class KolodaView: UIView {
            weak var delegate: KolodaViewDelegate?

            func swipe(_ index: Int) {
                guard delegate?.koloda(self, shouldSwipeCardAt: index) ?? true else { return }
                if index == last {
                    delegate?.kolodaDidRunOutOfCards(self) // the deck is empty
                }
            }
        }
        """, passes: passes)

    #expect(result.cannotPort.isEmpty)
    #expect(
      result.notes.contains { $0.message.contains("returns `true`, the fallback its callers give") }
    )
  }

  @Test("a caller that tells an absent requirement apart asks a capability flag")
  func bindingAsksTheFlag() {
    expectPort(
      """
      @objc protocol PanelDelegate {
        @objc optional func panel(_ panel: Panel, heightFor width: CGFloat) -> CGFloat
      }

      class Panel: UIView {
        weak var delegate: PanelDelegate?

        func height() -> CGFloat {
          if let height = delegate?.panel?(self, heightFor: bounds.width) {
            return height
          }
          return intrinsicHeight
        }
      }

      class Screen: UIViewController, PanelDelegate {
        func panel(_ panel: Panel, heightFor width: CGFloat) -> CGFloat { width / 2 }
      }
      """,
      becomes: """
        protocol PanelDelegate: AnyObject {
          func panel(_ panel: Panel, heightFor width: CGFloat) -> CGFloat
          /// Whether the conforming type implements `panel(_:heightFor:)`: callers ask first.
          var implementsPanelHeightFor: Bool { get }
        }

        // What a conforming type that leaves out a formerly optional requirement gets.
        extension PanelDelegate {
          func panel(_ panel: Panel, heightFor width: CGFloat) -> CGFloat { 0 }
          var implementsPanelHeightFor: Bool { false }
        }

        class Panel: UIView {
          weak var delegate: PanelDelegate?

          func height() -> CGFloat {
            if delegate?.implementsPanelHeightFor == true, let height = delegate?.panel(self, heightFor: bounds.width) {
              return height
            }
            return intrinsicHeight
          }
        }

        class Screen: UIViewController, PanelDelegate {
          func panel(_ panel: Panel, heightFor width: CGFloat) -> CGFloat { width / 2 }
          nonisolated var implementsPanelHeightFor: Bool { true }
        }
        """, passes: passes)
  }

  @Test("`responds(to: #selector(…))` of a requirement becomes its capability flag")
  func respondsToBecomesTheFlag() {
    expectPort(
      """
      @objc protocol PagerDataSource: NSObjectProtocol {
        @objc optional func pager(_ pager: Pager, titleAt index: Int) -> String
      }

      class Pager: UIView {
        weak var dataSource: PagerDataSource?
        var showsTitles: Bool {
          dataSource?.responds(to: #selector(PagerDataSource.pager(_:titleAt:))) ?? false
        }
      }
      """,
      becomes: """
        protocol PagerDataSource: NSObjectProtocol {
          func pager(_ pager: Pager, titleAt index: Int) -> String
          /// Whether the conforming type implements `pager(_:titleAt:)`: callers ask first.
          var implementsPagerTitleAt: Bool { get }
        }

        // What a conforming type that leaves out a formerly optional requirement gets.
        extension PagerDataSource {
          func pager(_ pager: Pager, titleAt index: Int) -> String { "" }
          var implementsPagerTitleAt: Bool { false }
        }

        class Pager: UIView {
          weak var dataSource: PagerDataSource?
          var showsTitles: Bool {
            dataSource?.implementsPagerTitleAt ?? false
          }
        }
        """, passes: passes)
  }

  @Test("a fallback that differs from the default is guarded by the flag")
  func differentFallbackIsGuarded() {
    expectPort(
      """
      @objc protocol SheetDelegate {
        @objc optional func sheetAllowsDismissal(_ sheet: Sheet) -> Bool
      }

      class Sheet: UIViewController {
        weak var delegate: SheetDelegate?
        func tapOutside() { if delegate?.sheetAllowsDismissal?(self) ?? true { dismiss() } }
        func swipeDown() { if delegate?.sheetAllowsDismissal?(self) ?? true { dismiss() } }
        func escape() { if delegate?.sheetAllowsDismissal?(self) ?? isModal { dismiss() } }
      }
      """,
      becomes: """
        protocol SheetDelegate: AnyObject {
          func sheetAllowsDismissal(_ sheet: Sheet) -> Bool
          /// Whether the conforming type implements `sheetAllowsDismissal(_:)`: callers ask first.
          var implementsSheetAllowsDismissal: Bool { get }
        }

        // What a conforming type that leaves out a formerly optional requirement gets.
        extension SheetDelegate {
          func sheetAllowsDismissal(_ sheet: Sheet) -> Bool { true }
          var implementsSheetAllowsDismissal: Bool { false }
        }

        class Sheet: UIViewController {
          weak var delegate: SheetDelegate?
          func tapOutside() { if delegate?.sheetAllowsDismissal(self) ?? true { dismiss() } }
          func swipeDown() { if delegate?.sheetAllowsDismissal(self) ?? true { dismiss() } }
          func escape() { if (delegate?.implementsSheetAllowsDismissal == true ? delegate?.sheetAllowsDismissal(self) : nil) ?? isModal { dismiss() } }
        }
        """, passes: passes)
  }

  @Test("a non-optional delegate's call loses its `?? fallback` with its `?`")
  func nonOptionalDelegateLosesCoalescing() {
    expectPort(
      """
      @objc protocol LayoutSource {
        @objc optional func spacing() -> CGFloat
      }

      struct Layout {
        unowned let source: LayoutSource
        var gap: CGFloat { (source.spacing?()) ?? 8 }
      }
      """,
      becomes: """
        protocol LayoutSource: AnyObject {
          func spacing() -> CGFloat
        }

        // What a conforming type that leaves out a formerly optional requirement gets.
        extension LayoutSource {
          func spacing() -> CGFloat { 8 }
        }

        struct Layout {
          unowned let source: LayoutSource
          var gap: CGFloat { (source.spacing()) }
        }
        """, passes: passes)
  }

  @Test("optional properties and method references through the protocol's variables")
  func propertiesAndReferences() {
    expectPort(
      """
      @objc protocol DrawerDataSource {
        @objc optional var drawerWidth: CGFloat { get }
        @objc optional func drawerDidOpen()
      }

      class Drawer {
        weak var dataSource: DrawerDataSource?
        var width: CGFloat { dataSource?.drawerWidth ?? 280 }
        func open() {
          if let didOpen = dataSource?.drawerDidOpen { didOpen() } else { log("no one listens") }
        }
      }
      """,
      becomes: """
        protocol DrawerDataSource: AnyObject {
          var drawerWidth: CGFloat { get }
          func drawerDidOpen()
          /// Whether the conforming type implements `drawerDidOpen()`: callers ask first.
          var implementsDrawerDidOpen: Bool { get }
        }

        // What a conforming type that leaves out a formerly optional requirement gets.
        extension DrawerDataSource {
          var drawerWidth: CGFloat { 280 }
          func drawerDidOpen() {}
          var implementsDrawerDidOpen: Bool { false }
        }

        class Drawer {
          weak var dataSource: DrawerDataSource?
          var width: CGFloat { dataSource?.drawerWidth ?? 280 }
          func open() {
            if dataSource?.implementsDrawerDidOpen == true, let didOpen = dataSource?.drawerDidOpen { didOpen() } else { log("no one listens") }
          }
        }
        """, passes: passes)
  }

  @Test("a protocol with no optional requirements only loses `@objc`")
  func plainObjCProtocol() {
    expectPort(
      """
      @objc(MBTransitioning)
      protocol Transitioning {
        @objc func animate(_ context: Context)
      }
      """,
      becomes: """
        protocol Transitioning: AnyObject {
          func animate(_ context: Context)
        }
        """, passes: passes)
  }

  @Test("the protocol, its callers and its conforming types may be in different files")
  func acrossFiles() {
    let result = port(
      [
        (
          "Sources/Lib/Delegate.swift",
          "@objc protocol TabsDelegate {\n  @objc optional func tabs(_ tabs: Tabs, canSelect index: Int) -> Bool\n}\n"
        ),
        (
          "Sources/Lib/Tabs.swift",
          "class Tabs {\n  weak var delegate: TabsDelegate?\n  func select(_ i: Int) {\n"
            + "    guard delegate?.tabs?(self, canSelect: i) != false else { return }\n  }\n}\n"
        ),
        (
          "Sources/App/Screen.swift",
          "extension Screen: TabsDelegate {\n  func tabs(_ tabs: Tabs, canSelect index: Int) -> Bool { index > 0 }\n}\n"
        ),
      ], passes: passes)

    #expect(result.files[0].text.contains("var implementsTabsCanSelect: Bool { get }"))
    #expect(
      result.files[1].text.contains(
        "guard (delegate?.implementsTabsCanSelect == true ? delegate?.tabs(self, canSelect: i) : nil) != false"
      ))
    #expect(result.files[2].text.contains("  var implementsTabsCanSelect: Bool { true }\n"))
  }

  @Test("a subclass implementing what its conforming superclass leaves out is reported")
  func subclassImplementationIsReported() {
    expectLeft(
      """
      @objc protocol CardDelegate {
        @objc optional func cardDidFlip()
      }
      class BaseScreen: UIViewController, CardDelegate {}
      class DetailScreen: BaseScreen {
        func cardDidFlip() { reload() }
      }
      """,
      becomes: """
        protocol CardDelegate: AnyObject {
          func cardDidFlip()
        }

        // What a conforming type that leaves out a formerly optional requirement gets.
        extension CardDelegate {
          func cardDidFlip() {}
        }
        class BaseScreen: UIViewController, CardDelegate {}
        class DetailScreen: BaseScreen {
          func cardDidFlip() { reload() }
        }
        """, line: 11, advice: "Implement it in `BaseScreen` and mark this one `override`",
      passes: passes)
  }

  @Test("a guarded call whose receiver cannot be evaluated twice is reported")
  func unrepeatableReceiverIsReported() {
    let result = port(
      [
        (
          "Sources/Lib/File.swift",
          """
          @objc protocol Source {
            @objc optional func count() -> Int
          }
          func total() -> Int {
            if let count = makeSource()?.count?() { return count }
            return 0
          }
          """
        )
      ], passes: passes)

    #expect(result.files[0].text.contains("if let count = makeSource()?.count?() {"))
    #expect(result.cannotPort.map(\.line) == [13])
    #expect(result.cannotPort.first?.message.contains("store it in a local") == true)
  }
}

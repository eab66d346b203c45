import Testing
import UIKitTestSupport

@testable import UIKit

/// Records every `awakeFromNib`, to show that a refused file wakes nothing.
final class AwakeRecordingView: UIView {
  static var awoken = 0

  override func awakeFromNib() {
    super.awakeFromNib()
    Self.awoken += 1
  }
}

/// A controller with an outlet and an action binding, for connections that go wrong.
final class ConnectedViewController: UIViewController {
  @Outlet var label: UILabel!
  var greeted = 0

  @IBAction func greet(_ sender: UIButton) { greeted += 1 }
  let greetAction = ActionBinding("greet:", ConnectedViewController.greet)
}

@Suite("Storyboards that are wrong: each is refused whole, with a message", .uiTest)
@MainActor
struct StoryboardBadInputTests {
  private func load(_ xml: String) -> ExceptionRecorder {
    let recorder = ExceptionRecorder()
    _ = StoryboardFixtures.storyboard(xml: xml)
    return recorder
  }

  private func reason(_ xml: String) -> String? {
    load(xml).exceptions.first?.reason
  }

  @Test("malformed XML names the file and the line")
  func malformed() {
    let recorder = load("<?xml version=\"1.0\"?>\n<document type=\"x\">\n<scenes>\n</document>")

    #expect(recorder.names == [.internalInconsistencyException])
    #expect(
      recorder.exceptions.first?.reason.hasPrefix("Inline.storyboard:4: malformed XML") == true)
  }

  @Test("a file that is not an iOS Interface Builder document is refused")
  func notADocument() {
    #expect(
      reason("<?xml version=\"1.0\"?><plist/>")
        == "Inline.storyboard:1: the root element is <plist>, not an Interface Builder <document>")
    #expect(
      reason(
        "<document type=\"com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB\"><scenes/></document>")?
        .contains("is not an iOS (Cocoa Touch) storyboard or xib") == true)
    #expect(
      reason("<!DOCTYPE document [<!ENTITY a \"b\">]><document/>")
        == "Inline.storyboard: a document type declaration is not allowed in an Interface "
        + "Builder file")
  }

  @Test("a duplicate object id or storyboard identifier names both")
  func duplicates() {
    let twice = StoryboardFixtures.scene(id: "same") + StoryboardFixtures.scene(id: "same")
    let sameName =
      StoryboardFixtures.scene(id: "one", identifier: "x")
      + StoryboardFixtures.scene(id: "two", identifier: "x")

    #expect(
      reason(StoryboardFixtures.document(twice))?.hasSuffix(
        "object 'same': the identifier 'same' is used by more than one object") == true)
    #expect(
      reason(StoryboardFixtures.document(sameName))?.hasSuffix(
        "object 'two': the storyboard identifier 'x' is used by more than one scene") == true)
  }

  @Test("a constraint to an unknown object, or to one outside its view, is refused")
  func constraintReferences() {
    let unknown = StoryboardFixtures.scene(
      id: "a",
      constraints: """
        <constraint firstItem="ghost" firstAttribute="top" secondItem="a-view" \
        secondAttribute="top" id="c1"/>
        """)
    let outside =
      StoryboardFixtures.scene(
        id: "b",
        subviews: """
          <view contentMode="scaleToFill" id="inner">
            <constraints>
              <constraint firstItem="inner" firstAttribute="width" secondItem="b-view" \
          secondAttribute="width" id="c2"/>
            </constraints>
          </view>
          """)

    #expect(
      reason(StoryboardFixtures.document(unknown))?.hasSuffix(
        "object 'c1': the constraint refers to an unknown object 'ghost'") == true)
    #expect(
      reason(StoryboardFixtures.document(outside))?.hasSuffix(
        "object 'c2': the constraint refers to 'b-view', which is outside the view that holds "
          + "the constraint") == true)
  }

  @Test("an embed cycle is refused, naming the loop")
  func embedCycle() {
    func embedding(_ id: String, _ destination: String) -> String {
      StoryboardFixtures.scene(
        id: id,
        subviews: """
          <containerView contentMode="scaleToFill" id="\(id)-c">
            <connections>
              <segue destination="\(destination)" kind="embed" id="\(id)-e"/>
            </connections>
          </containerView>
          """)
    }
    let xml = StoryboardFixtures.document(embedding("a", "b") + embedding("b", "a"))

    #expect(reason(xml)?.hasSuffix("object 'b-e': embed cycle: 'a' → 'b' → 'a'") == true)
  }

  @Test("segues to unknown objects or non-scenes, and a missing initial scene, are refused")
  func segueReferences() {
    let dangling = StoryboardFixtures.scene(
      id: "a", connections: "<segue destination=\"nowhere\" kind=\"show\" id=\"s1\"/>")
    let toView = StoryboardFixtures.scene(
      id: "b", connections: "<segue destination=\"b-view\" kind=\"show\" id=\"s2\"/>")

    #expect(
      reason(StoryboardFixtures.document(dangling))?.hasSuffix(
        "object 's1': the segue refers to an unknown object 'nowhere'") == true)
    #expect(
      reason(StoryboardFixtures.document(toView))?.hasSuffix(
        "object 's2': the segue's destination 'b-view' is a <view>, not a scene") == true)
    #expect(
      reason(StoryboardFixtures.document(initial: "gone", StoryboardFixtures.scene(id: "c")))?
        .hasSuffix("the initial view controller 'gone' is not a scene's view controller") == true)
  }

  @Test("unknown elements, attributes and values are named in warnings and skipped")
  func unknownThingsWarn() {
    let warnings = WarningLog()
    let xml = StoryboardFixtures.document(
      initial: "a",
      StoryboardFixtures.scene(
        id: "a",
        subviews: """
          <view contentMode="sideways" sparkle="YES" id="plain">
            <hologram key="effect" id="h"/>
          </view>
          <mapView contentMode="scaleToFill" id="map"/>
          """))

    let controller = StoryboardFixtures.storyboard(xml: xml).instantiateInitialViewController()
    let subviews = controller?.view.subviews ?? []

    #expect(subviews.count == 2)
    #expect(subviews.allSatisfy { type(of: $0) == UIView.self })
    #expect(warnings.contains("object 'plain': the value 'sideways' of 'contentMode' on <view>"))
    #expect(warnings.contains("object 'plain': the attribute 'sparkle' of <view> is not supported"))
    #expect(warnings.contains("object 'h': <hologram key=\"effect\"> in <view> is not supported"))
    #expect(warnings.contains("object 'map': <mapView> is not supported here; a plain UIView"))
  }

  @Test("an outlet to a property that is not an @Outlet raises NSUnknownKeyException")
  func undefinedKey() {
    let recorder = ExceptionRecorder()
    let xml = StoryboardFixtures.document(
      initial: "a",
      StoryboardFixtures.scene(
        id: "a", customClass: "ConnectedViewController",
        subviews: """
          <label text="x" contentMode="left" id="l"/>
          """,
        connections: """
          <outlet property="label" destination="l" id="o1"/>
          <outlet property="title" destination="l" id="o2"/>
          """))
    let controller =
      StoryboardFixtures.storyboard(xml: xml).instantiateInitialViewController()
      as? ConnectedViewController

    let view = controller?.view

    #expect(recorder.names == [.undefinedKeyException])
    #expect(
      recorder.exceptions.first?.reason.hasPrefix(
        "[<UIKitTests.ConnectedViewController 0x") == true)
    #expect(
      recorder.exceptions.first?.reason.contains(
        "setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key "
          + "title. (Inline.storyboard:") == true)
    #expect(view?.subviews.isEmpty == true)
    #expect(controller?.label == nil)
  }

  @Test("a file that fails while its view loads builds none of it and wakes nothing")
  func wholeOrNothing() {
    let recorder = ExceptionRecorder()
    AwakeRecordingView.awoken = 0
    let xml = StoryboardFixtures.document(
      initial: "a",
      StoryboardFixtures.scene(
        id: "a", customClass: "ConnectedViewController",
        subviews: """
          <view contentMode="scaleToFill" customClass="AwakeRecordingView" \
          customModule="UIKitTests" id="first"/>
          <label text="x" contentMode="left" id="l"/>
          """,
        constraints: """
          <constraint firstItem="first" firstAttribute="top" secondItem="l" \
          secondAttribute="leading" id="bad"/>
          """,
        connections: "<outlet property=\"label\" destination=\"l\" id=\"o1\"/>"))
    let controller =
      StoryboardFixtures.storyboard(xml: xml).instantiateInitialViewController()
      as? ConnectedViewController

    let view = controller?.view

    #expect(recorder.names == [.internalInconsistencyException])
    #expect(
      recorder.exceptions.first?.reason.hasSuffix(
        "object 'bad': the constraint relates top to leading: Invalid pairing of layout "
          + "attributes.") == true)
    #expect(view?.subviews.isEmpty == true)
    #expect(controller?.label == nil)
    #expect(AwakeRecordingView.awoken == 0)
  }

  @Test("an action with no binding warns at load and raises UIKit's message when sent")
  func unrecognizedSelector() {
    let warnings = WarningLog()
    let recorder = ExceptionRecorder()
    let xml = StoryboardFixtures.document(
      initial: "a",
      StoryboardFixtures.scene(
        id: "a", customClass: "ConnectedViewController",
        subviews: """
          <button tag="1" contentMode="scaleToFill" id="b">
            <connections>
              <action selector="greet:" destination="a" eventType="touchUpInside" id="x1"/>
              <action selector="wave:" destination="a" eventType="touchUpInside" id="x2"/>
            </connections>
          </button>
          """))
    let controller =
      StoryboardFixtures.storyboard(xml: xml).instantiateInitialViewController()
      as! ConnectedViewController
    let button = controller.view.viewWithTag(1) as! UIButton

    button.sendActions(for: .touchUpInside)

    #expect(controller.greeted == 1)
    #expect(
      warnings.contains("UIKitTests.ConnectedViewController has no ActionBinding for 'wave:'"))
    #expect(recorder.names == [.invalidArgumentException])
    #expect(
      recorder.exceptions.first?.reason
        == "-[UIKitTests.ConnectedViewController wave:]: unrecognized selector sent to instance "
        + ObjectIdentifier(controller).debugAddress)
  }

  @Test("a constraint constant beyond an Int's range is laid out and described without trapping")
  func hugeConstant() {
    // Found by the fuzzer (StoryboardFuzz, seed 11): the constraint's description traps turning
    // 9223372036854775807 into an Int.
    let xml = StoryboardFixtures.document(
      initial: "a",
      StoryboardFixtures.scene(
        id: "a",
        subviews: """
          <label text="x" contentMode="left" translatesAutoresizingMaskIntoConstraints="NO" \
          id="l"/>
          """,
        constraints: """
          <constraint firstItem="l" firstAttribute="leading" secondItem="a-safe" \
          secondAttribute="leading" constant="9223372036854775807" id="huge"/>
          """))
    let controller = StoryboardFixtures.storyboard(xml: xml).instantiateInitialViewController()

    let constraint = controller?.view.constraints.first { $0.constant > 1e18 }

    #expect(constraint?.description.contains("+ 9.22337e+18") == true)
  }
}

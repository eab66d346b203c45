import Testing
import UIKitTestSupport

@testable import UIKit

/// Reads what its coder says in `init?(coder:)`, as a user's controller may.
final class CoderReadingController: UIViewController {
  private(set) var titleDuringInit: String?
  private(set) var decodedFlag = false

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    titleDuringInit = title
    decodedFlag = coder.decodeBool(forKey: "definesPresentationContext")
  }
}

/// A custom view whose initializer changes what the file set, as UIKit lets it.
final class TintedCardView: UIView {
  private(set) var subviewCountDuringInit = 0

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    subviewCountDuringInit = subviews.count
    layer.cornerRadius = 12
    backgroundColor = .systemRed
  }
}

enum StoryboardNamespace {
  final class NestedController: UIViewController {}
}

private final class HiddenController: UIViewController {}

@Suite("Finding and instantiating storyboards", .uiTest)
@MainActor
struct StoryboardLoadingTests {
  @Test("a missing storyboard raises UIKit's exception and gives an empty storyboard")
  func missingStoryboard() {
    let recorder = ExceptionRecorder()
    let bundle = StoryboardFixtures.bundle

    let storyboard = UIStoryboard(name: "Nope", bundle: bundle)

    #expect(storyboard.instantiateInitialViewController() == nil)
    #expect(recorder.names == [.invalidArgumentException])
    #expect(
      recorder.exceptions.first?.reason
        == "Could not find a storyboard named 'Nope' in bundle NSBundle <\(bundle.bundlePath)> "
        + "(loaded)")
  }

  @Test("an unknown identifier raises UIKit's exception and gives a fresh controller")
  func unknownIdentifier() {
    let recorder = ExceptionRecorder()
    let storyboard = StoryboardFixtures.storyboard("Elements")

    let controller = storyboard.instantiateViewController(withIdentifier: "nope")
    let generic = storyboard.instantiateViewController(identifier: "nope")

    #expect(type(of: controller) == UIViewController.self && !controller.isViewLoaded)
    #expect(type(of: generic) == UIViewController.self)
    #expect(
      recorder.exceptions.map(\.reason)
        == Array(
          repeating:
            "Storyboard (\(storyboard)) doesn't contain a view controller with identifier 'nope'",
          count: 2))
    #expect("\(storyboard)".hasPrefix("<UIStoryboard: 0x"))
  }

  @Test("instantiation by identifier gives a new controller each time, with its storyboard")
  func byIdentifier() {
    let storyboard = StoryboardFixtures.storyboard("Elements")

    let first = storyboard.instantiateViewController(withIdentifier: "elements")
    let second = storyboard.instantiateViewController(identifier: "elements")

    #expect(first is ElementsViewController && second is ElementsViewController)
    #expect(first !== second)
    #expect(first.storyboard === storyboard && first.title == "Elements")
    #expect(!first.isViewLoaded)
  }

  @Test("the creator form uses the creator's controller, or init?(coder:) when it gives nil")
  func creator() {
    let storyboard = StoryboardFixtures.storyboard("Elements")
    var coders: [String] = []

    let made = storyboard.instantiateViewController(identifier: "elements") {
      (coder: NSCoder) -> ElementsViewController? in
      coders.append("\(type(of: coder))")
      let controller = ElementsViewController(coder: coder)
      controller?.events.append("made by the creator")
      return controller
    }
    let declined = storyboard.instantiateViewController(identifier: "elements") { _ in
      nil as ElementsViewController?
    }

    #expect(made.events == ["made by the creator"])
    #expect(coders == ["NibDecoder"])
    #expect(made.title == "Elements")
    #expect(declined.title == "Elements")
  }

  @Test("a creator must call init?(coder:) and give the scene's class, as UIKit asserts")
  func creatorMisuse() {
    let recorder = ExceptionRecorder()
    let storyboard = StoryboardFixtures.storyboard("Elements")

    let skipped = storyboard.instantiateViewController(identifier: "elements") { _ in
      ElementsViewController(nibName: nil, bundle: nil)
    }
    let wrongClass = storyboard.instantiateViewController(identifier: "elements") { coder in
      UIViewController(coder: coder)
    }

    #expect(recorder.names == [.internalInconsistencyException, .internalInconsistencyException])
    #expect(
      recorder.exceptions.first?.reason
        == "Custom instantiated view controller must call -[super initWithCoder:]")
    #expect(
      recorder.exceptions.last?.reason.hasSuffix(
        "must be kind of class UIKitTests.ElementsViewController") == true)
    #expect(
      recorder.exceptions.last?.reason.hasPrefix("Custom instantiated <UIViewController") == true)
    // After raising, a fresh controller of the type asked for, not from the storyboard.
    #expect(skipped.storyboard == nil && skipped.title == nil)
    #expect(type(of: wrongClass) == UIViewController.self)
  }

  @Test("a class's init?(coder:) sees the decoded properties; what it changes afterwards wins")
  func decodingOrder() {
    let xml = StoryboardFixtures.document(
      initial: "root",
      """
      <scene sceneID="s"><objects>
        <viewController id="root" title="Decoded" definesPresentationContext="YES" \
      customClass="CoderReadingController" customModule="UIKitTests" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="v">
            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
            <subviews>
              <view tag="7" contentMode="scaleToFill" customClass="TintedCardView" \
      customModule="UIKitTests" id="card">
                <rect key="frame" x="10" y="10" width="100" height="100"/>
                <subviews>
                  <view contentMode="scaleToFill" id="inner">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                  </view>
                </subviews>
                <color key="backgroundColor" systemColor="systemBlueColor"/>
              </view>
            </subviews>
          </view>
        </viewController>
      </objects></scene>
      """)

    let controller =
      StoryboardFixtures.storyboard(xml: xml).instantiateInitialViewController()
      as! CoderReadingController
    let card = controller.view.viewWithTag(7) as! TintedCardView

    #expect(controller.titleDuringInit == "Decoded")
    #expect(controller.decodedFlag && controller.definesPresentationContext)
    #expect(card.subviewCountDuringInit == 1)
    #expect(card.backgroundColor == .systemRed)
    #expect(card.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
  }

  @Test("classes are found with or without a module, nested, by Objective-C name, or registered")
  func classLookup() {
    let warnings = WarningLog()
    func scene(_ id: String, _ customClass: String, module: String?) -> String {
      let moduleAttribute = module.map { " customModule=\"\($0)\"" } ?? ""
      return """
        <scene sceneID="\(id)-s"><objects>
          <viewController storyboardIdentifier="\(id)" id="\(id)" customClass="\(customClass)"\
        \(moduleAttribute) sceneMemberID="viewController"/>
        </objects></scene>
        """
    }
    let objectiveCName =
      "_TtC\("UIKitTests".count)UIKitTests\("ElementsViewController".count)"
      + "ElementsViewController"
    let xml = StoryboardFixtures.document(
      [
        scene("withModule", "ElementsViewController", module: "UIKitTests"),
        scene("withoutModule", "SegueDetailViewController", module: nil),
        scene("nested", "StoryboardNamespace.NestedController", module: "UIKitTests"),
        scene("objc", objectiveCName, module: nil),
        scene("hidden", "HiddenController", module: "UIKitTests"),
      ].joined(separator: "\n"))
    let storyboard = StoryboardFixtures.storyboard(xml: xml)

    let hiddenBefore = storyboard.instantiateViewController(withIdentifier: "hidden")
    UINib.registerClass(HiddenController.self, forClassName: "HiddenController")

    #expect(
      storyboard.instantiateViewController(withIdentifier: "withModule") is ElementsViewController)
    #expect(
      storyboard.instantiateViewController(withIdentifier: "withoutModule")
        is SegueDetailViewController)
    #expect(
      storyboard.instantiateViewController(withIdentifier: "nested")
        is StoryboardNamespace.NestedController)
    #expect(storyboard.instantiateViewController(withIdentifier: "objc") is ElementsViewController)
    #expect(type(of: hiddenBefore) == UIViewController.self)
    #expect(storyboard.instantiateViewController(withIdentifier: "hidden") is HiddenController)
    #expect(
      warnings.messages.first?.contains(
        "Unknown class HiddenController in Interface Builder file. Tried UIKitTests.HiddenController"
      ) == true)
    #expect(warnings.contains("Inline.storyboard:"))
  }

  @Test("a storyboard reference instantiates the scene another storyboard names")
  func storyboardReference() {
    let xml = StoryboardFixtures.document(
      initial: "ref",
      """
      <scene sceneID="s"><objects>
        <viewControllerPlaceholder storyboardName="Segues" referencedIdentifier="detail" id="ref" \
      sceneMemberID="viewController"/>
      </objects></scene>
      """)
    let bundle = StoryboardFixtures.folder(with: ["Inline.storyboard": xml])
    try? FileManager.default.copyItem(
      at: StoryboardFixtures.bundle.url(forResource: "Segues", withExtension: "storyboard")!,
      to: bundle.bundleURL.appendingPathComponent("Segues.storyboard"))

    let controller = UIStoryboard(name: "Inline", bundle: bundle).instantiateInitialViewController()

    #expect(controller is SegueDetailViewController)
    #expect(controller?.title == "Detail")
  }
}

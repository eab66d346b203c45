import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// A controller a storyboard names with `customModule="App" customModuleProvider="target"`.
final class TargetModuleController: UIViewController {}

/// An object dragged into a scene, as a manager or data source is on iOS.
final class GreetingManager: NSObject {
  @Outlet var label: UILabel!
}

/// The controller that holds the manager.
final class ManagedController: UIViewController {
  @Outlet var manager: GreetingManager!
}

/// Storyboards as Xcode writes them: tie-breaker segue references, target-provided modules,
/// custom objects, and UIKit's outlets of elements a plain view stands in for.
@Suite("Storyboards in the forms Xcode writes", .uiTest)
@MainActor
struct StoryboardXcodeFormsTests {
  /// A scene whose controller has `view` as its root view and `extra` inside the controller
  /// element.
  private func scene(
    _ id: String, _ className: String?, module: String? = nil, target: Bool = false,
    view: String = "", extra: String = "", objects: String = ""
  ) -> String {
    let custom =
      (className.map { " customClass=\"\($0)\"" } ?? "")
      + (module.map { " customModule=\"\($0)\"" } ?? "")
      + (target ? " customModuleProvider=\"target\"" : "")
    return """
      <scene sceneID="scene-\(id)"><objects>
        <viewController storyboardIdentifier="\(id)" id="\(id)"\(custom) \
      sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="view-\(id)">
            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
            \(view)
          </view>
          \(extra)
        </viewController>
        \(objects)
      </objects></scene>
      """
  }

  @Test("segue references in inferredMetricsTieBreakers load; a dangling one is refused")
  func tieBreakers() {
    let scenes =
      scene(
        "first", nil,
        extra: """
          <connections><segue destination="second" kind="show" id="seg-1"/></connections>
          """) + scene("second", nil)
    let breakers = { (reference: String) in
      StoryboardFixtures.document(initial: "first", scenes).replacingOccurrences(
        of: "</document>",
        with: """
          <inferredMetricsTieBreakers><segue reference="\(reference)"/></inferredMetricsTieBreakers>
          </document>
          """)
    }
    let recorder = ExceptionRecorder()

    let good = StoryboardFixtures.storyboard(xml: breakers("seg-1"))
      .instantiateInitialViewController()
    let bad = StoryboardFixtures.storyboard(xml: breakers("nowhere"))
      .instantiateInitialViewController()

    #expect(good != nil)
    #expect(bad == nil)
    #expect(recorder.exceptions.count == 1)
    #expect(
      recorder.exceptions.first?.reason.contains("the segue reference 'nowhere' names no segue")
        == true)
  }

  @Test("a target-provided module is the module of the storyboard's bundle")
  func targetModule() throws {
    let xml = StoryboardFixtures.document(
      scene("provided", "TargetModuleController", module: "App", target: true) + "\n"
        + scene("written", "TargetModuleController", module: "App"))
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("storyboard-\(UUID().uuidString)")
      .appendingPathComponent("App_UIKitTests.resources")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(xml.utf8).write(to: folder.appendingPathComponent("Main.storyboard"))
    let storyboard = UIStoryboard(name: "Main", bundle: Bundle(url: folder))

    let provided = storyboard.instantiateViewController(withIdentifier: "provided")
    let written = storyboard.instantiateViewController(withIdentifier: "written")

    #expect(provided is TargetModuleController)
    #expect(type(of: written) == UIViewController.self)
  }

  @Test("a custom object is made by its registered initializer and its outlets connect")
  func customObject() {
    let xml = StoryboardFixtures.document(
      scene(
        "managed", "ManagedController", module: "UIKitTests",
        view: """
          <subviews><label text="Hi" id="greeting">\
          <rect key="frame" x="0" y="0" width="100" height="20"/></label></subviews>
          """,
        extra: """
          <connections><outlet property="manager" destination="mgr" id="o1"/></connections>
          """,
        objects: """
          <customObject id="mgr" customClass="GreetingManager" customModule="UIKitTests">
            <connections><outlet property="label" destination="greeting" id="o2"/></connections>
          </customObject>
          """))
    let storyboard = StoryboardFixtures.storyboard(xml: xml)
    let warnings = WarningLog()

    let unregistered =
      storyboard.instantiateViewController(withIdentifier: "managed")
      as? ManagedController
    unregistered?.loadViewIfNeeded()
    UINib.registerObject(forClassName: "GreetingManager") { GreetingManager() }
    let registered =
      storyboard.instantiateViewController(withIdentifier: "managed")
      as? ManagedController
    registered?.loadViewIfNeeded()

    #expect(unregistered?.manager == nil)
    #expect(warnings.contains("UINib.registerObject(forClassName: \"GreetingManager\")"))
    #expect(registered?.manager?.label?.text == "Hi")
  }

  @Test("UIKit's outlets of an element a plain view stands in for are skipped, not raised")
  func standInOutlets() {
    let xml = StoryboardFixtures.document(
      scene(
        "map", nil,
        view: """
          <subviews><mapView id="map-view">\
          <rect key="frame" x="0" y="0" width="390" height="400"/>\
          <connections><outlet property="delegate" destination="map" id="o3"/></connections>\
          </mapView></subviews>
          """))
    let recorder = ExceptionRecorder()
    let warnings = WarningLog()

    let controller = StoryboardFixtures.storyboard(xml: xml)
      .instantiateViewController(withIdentifier: "map")
    controller.loadViewIfNeeded()

    #expect(recorder.names.isEmpty)
    #expect(controller.view.subviews.count == 1)
    #expect(warnings.contains("the outlet 'delegate' of <mapView> is skipped with the element"))
  }

  @Test("page view controller scenes keep their style, orientation, spine and spacing")
  func pageScenes() throws {
    let xml = StoryboardFixtures.document(
      """
      <scene sceneID="s1"><objects>
        <pageViewController storyboardIdentifier="scroll" autoresizesArchivedViewToFullSize="NO" \
      transitionStyle="scroll" navigationOrientation="vertical" spineLocation="none" \
      pageSpacing="12" id="p1" sceneMemberID="viewController"/>
      </objects></scene>
      <scene sceneID="s2"><objects>
        <pageViewController storyboardIdentifier="curl" autoresizesArchivedViewToFullSize="NO" \
      transitionStyle="pageCurl" navigationOrientation="horizontal" spineLocation="mid" \
      doubleSided="YES" id="p2" sceneMemberID="viewController"/>
      </objects></scene>
      """)
    let storyboard = StoryboardFixtures.storyboard(xml: xml)
    let warnings = WarningLog()

    let scroll = try #require(
      storyboard.instantiateViewController(withIdentifier: "scroll") as? UIPageViewController)
    let curl = try #require(
      storyboard.instantiateViewController(withIdentifier: "curl") as? UIPageViewController)

    #expect(scroll.transitionStyle == .scroll)
    #expect(scroll.navigationOrientation == .vertical)
    #expect(scroll.spineLocation == .none)
    #expect(scroll.interPageSpacing == 12)
    #expect(curl.transitionStyle == .pageCurl)
    #expect(curl.spineLocation == .mid)
    #expect(curl.isDoubleSided)
    #expect(!warnings.contains("pageSpacing"))
  }

  @Test("a table view controller scene loads its table's style and heights")
  func tableViewControllerScene() throws {
    let xml = StoryboardFixtures.document(
      """
      <scene sceneID="t1"><objects>
        <tableViewController storyboardIdentifier="table" id="tvc" \
      customClass="FruitTableController" customModule="UIKitTests" \
      sceneMemberID="viewController">
          <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" \
      alwaysBounceVertical="YES" dataMode="prototypes" style="insetGrouped" \
      separatorStyle="none" rowHeight="52" estimatedRowHeight="-1" sectionHeaderHeight="18" \
      sectionFooterHeight="18" estimatedSectionHeaderHeight="-1" \
      estimatedSectionFooterHeight="30" id="tv">
            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
            <prototypes>
              <tableViewCell reuseIdentifier="Fruit" id="cell"/>
            </prototypes>
            <connections>
              <outlet property="dataSource" destination="tvc" id="ds"/>
              <outlet property="delegate" destination="tvc" id="dl"/>
            </connections>
          </tableView>
        </tableViewController>
      </objects></scene>
      """)
    let warnings = WarningLog()
    let recorder = ExceptionRecorder()

    let controller = try #require(
      StoryboardFixtures.storyboard(xml: xml).instantiateViewController(withIdentifier: "table")
        as? FruitTableController)
    controller.loadViewIfNeeded()

    #expect(recorder.names.isEmpty)
    #expect(controller.tableView.style == .insetGrouped)
    #expect(controller.tableView.rowHeight == 52)
    #expect(controller.tableView.estimatedSectionFooterHeight == 30)
    #expect(controller.tableView.separatorStyle == .none)
    #expect(controller.tableView.dataSource === controller)
    #expect(controller.tableView.delegate === controller)
    #expect(!warnings.contains("prototypes"))
  }
}

/// A table controller a storyboard names, as an iOS app's list screen.
final class FruitTableController: UITableViewController {}

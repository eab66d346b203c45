import Foundation
import UIKitTestSupport

@testable import UIKit

/// The storyboards and xibs in `Resources/Storyboards/`, copied into this test target's resource
/// bundle as `Storyboards/`.
@MainActor
enum StoryboardFixtures {
  /// The folder, as a bundle: what tests pass as `bundle:`.
  static var bundle: Bundle {
    Bundle(url: Bundle.module.resourceURL!.appendingPathComponent("Storyboards"))!
  }

  static func storyboard(_ name: String) -> UIStoryboard {
    UIStoryboard(name: name, bundle: bundle)
  }

  /// A storyboard from XML text, written to a fresh folder: for files made to fail.
  static func storyboard(xml: String, name: String = "Inline") -> UIStoryboard {
    UIStoryboard(name: name, bundle: folder(with: ["\(name).storyboard": xml]))
  }

  /// A folder holding `files`, as a bundle.
  static func folder(with files: [String: String]) -> Bundle {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("storyboard-tests-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for (name, text) in files {
      try! Data(text.utf8).write(to: url.appendingPathComponent(name))
    }
    return Bundle(url: url)!
  }

  /// A storyboard document around `scenes`, the way Xcode writes one.
  static func document(initial: String? = nil, _ scenes: String, resources: String = "")
    -> String
  {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" \
    useAutolayout="YES" useSafeAreas="YES"\(initial.map { " initialViewController=\"\($0)\"" } ?? "")>
        <scenes>
    \(scenes)
        </scenes>
        <resources>\(resources)</resources>
    </document>
    """
  }

  /// A scene with one plain controller whose view holds `subviews` and `constraints`.
  static func scene(
    id: String, identifier: String? = nil, customClass: String? = nil, subviews: String = "",
    constraints: String = "", connections: String = ""
  ) -> String {
    let name = identifier.map { " storyboardIdentifier=\"\($0)\"" } ?? ""
    let custom =
      customClass.map { " customClass=\"\($0)\" customModule=\"UIKitTests\"" } ?? ""
    return """
      <scene sceneID="\(id)-scene">
        <objects>
          <viewController\(name) id="\(id)"\(custom) sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="\(id)-view">
              <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
              <subviews>\(subviews)</subviews>
              <viewLayoutGuide key="safeArea" id="\(id)-safe"/>
              <constraints>\(constraints)</constraints>
            </view>
            <connections>\(connections)</connections>
          </viewController>
        </objects>
      </scene>
      """
  }
}

/// Captures UIKit's console warnings for a test.
@MainActor
final class WarningLog {
  private(set) var messages: [String] = []

  init() {
    UIKitLog.sink = { [weak self] in self?.messages.append($0) }
  }

  /// Whether a warning contains `text`.
  func contains(_ text: String) -> Bool {
    messages.contains { $0.contains(text) }
  }
}

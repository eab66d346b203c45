import Testing
import UIKit
import UIKitTestSupport

/// A `<textView>` as Xcode writes it becomes a `UITextView` with its settings.
@Suite("UITextView: from a storyboard", .uiTest)
@MainActor
struct TextViewStoryboardTests {
  @Test("a textView element takes its text, font, colour, alignment and editing settings")
  func textView() throws {
    let warnings = WarningLog()
    defer { UIKitLog.resetSink() }
    let xml = StoryboardFixtures.document(
      initial: "a",
      StoryboardFixtures.scene(
        id: "a",
        subviews: """
          <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" \
          editable="NO" textAlignment="center" id="notes">
            <rect key="frame" x="16" y="100" width="300" height="120"/>
            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
            <string key="text">Lorem ipsum dolor sit amet.</string>
            <color key="textColor" systemColor="labelColor"/>
            <fontDescription key="fontDescription" type="system" pointSize="14"/>
            <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
          </textView>
          """))

    let controller = StoryboardFixtures.storyboard(xml: xml).instantiateInitialViewController()
    let textView = try #require(controller?.view.subviews.first as? UITextView)

    #expect(textView.text == "Lorem ipsum dolor sit amet.")
    #expect(textView.font == .systemFont(ofSize: 14))
    #expect(!textView.isEditable)
    #expect(textView.textAlignment == .center)
    #expect(textView.frame == CGRect(x: 16, y: 100, width: 300, height: 120))
    #expect(warnings.messages.isEmpty)
  }
}

import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// A label's attributed text in an Interface Builder file, loaded through the public API: each
/// fragment keeps its font, colour, underline and paragraph style.
@Suite("Nibs: attributed text", .uiTest)
@MainActor
struct NibAttributedTextTests {
  @Test("a label's fragments keep their fonts, colours, underline and paragraph style")
  func fragments() throws {
    let objects = UINib(nibName: "AttributedLabel", bundle: StoryboardFixtures.bundle)
      .instantiate(withOwner: nil)
    let label = try #require(objects.first as? UILabel)
    let text = try #require(label.attributedText)

    func attribute(_ key: NSAttributedString.Key, at location: Int) -> Any? {
      text.attribute(key, at: location, effectiveRange: nil)
    }

    #expect(text.string == "새 소식 News")
    #expect(attribute(.font, at: 0) as? UIFont == .boldSystemFont(ofSize: 20))
    #expect(attribute(.font, at: 5) as? UIFont == .systemFont(ofSize: 14))
    #expect(
      attribute(.foregroundColor, at: 0) as? UIColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    )
    #expect(attribute(.foregroundColor, at: 5) as? UIColor == .systemBlue)
    #expect(attribute(.underlineStyle, at: 5) as? Int == 1)
    #expect(attribute(.underlineStyle, at: 0) == nil)
    #expect((attribute(.paragraphStyle, at: 0) as? NSParagraphStyle)?.lineSpacing == 6)
    #expect(label.font == .boldSystemFont(ofSize: 20))
    #expect(label.textAlignment == .center)
  }
}

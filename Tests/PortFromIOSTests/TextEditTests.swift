import Testing

@testable import PortFromIOS

@Suite("Text edits")
struct TextEditTests {
  @Test("edits apply to the original offsets, whatever their order")
  func editsApplyToOriginalOffsets() {
    let edits: [TextEdit] = [
      .remove(0..<6), TextEdit(range: 16..<17, replacement: ""), .insert(": AnyObject", at: 16),
    ]

    let text = TextEdit.apply(edits, to: "@objc protocol P? {}")

    #expect(text == "protocol P: AnyObject {}")
  }

  @Test("insertions at one offset keep the order they were made in")
  func insertionsKeepTheirOrder() {
    let text = TextEdit.apply([.insert("a", at: 1), .insert("b", at: 1)], to: "()")

    #expect(text == "(ab)")
  }

  @Test("an offset moves with the edits before it and not with those after")
  func offsetsMoveWithEarlierEdits() {
    let edits: [TextEdit] = [.remove(0..<6), .insert("xyz", at: 20)]

    #expect(TextEdit.map(10, through: edits) == 4)
    #expect(TextEdit.map(2, through: edits) == 0)
    #expect(TextEdit.map(25, through: edits) == 22)
  }

  @Test("overlapping edits are detected")
  func overlapIsDetected() {
    #expect(TextEdit.overlap([.remove(0..<5), .remove(4..<6)]))
    #expect(TextEdit.overlap([.remove(0..<5), .insert("x", at: 3)]))
    #expect(!TextEdit.overlap([.remove(0..<5), .remove(5..<6), .insert("x", at: 5)]))
  }
}

import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// `UILabel.attributedText` and `UIButton.setAttributedTitle(_:for:)` as iOS code uses them:
/// several fonts and colours in one label, a highlighted stretch, a struck-out price, and the
/// rules that tie attributed text to `text` and `font`.
@Suite("Attributed text in labels and buttons", .uiTest)
@MainActor
struct AttributedLabelTests {
  private let small = UIFont.systemFont(ofSize: 13)
  private let bold = UIFont.boldSystemFont(ofSize: 24)

  /// "합계 Total 12,000원 9,900원": small grey words, a struck-out old price and a large red new
  /// one on yellow, underlined.
  private func priceTag() -> NSAttributedString {
    let tag = NSMutableAttributedString(
      string: "합계 Total ", attributes: [.font: small, .foregroundColor: UIColor.darkGray])
    tag.append(
      NSAttributedString(
        string: "12,000원",
        attributes: [.font: small, .strikethroughStyle: NSUnderlineStyle.single.rawValue]))
    tag.append(NSAttributedString(string: " "))
    tag.append(
      NSAttributedString(
        string: "9,900원",
        attributes: [
          .font: bold, .foregroundColor: UIColor.systemRed, .backgroundColor: UIColor.systemYellow,
          .underlineStyle: NSUnderlineStyle.single.rawValue,
        ]))
    return tag
  }

  /// The fonts of `text`'s runs, in order.
  private func fonts(of text: NSAttributedString?) -> [UIFont] {
    guard let text else { return [] }
    var fonts: [UIFont] = []
    text.enumerateAttribute(.font, in: NSRange(location: 0, length: text.length), options: []) {
      value, _, _ in
      if let font = value as? UIFont { fonts.append(font) }
    }
    return fonts
  }

  @Test("attributed text sets the text, and the font and colour of its start")
  func settingAttributedText() {
    let label = UILabel()

    label.attributedText = priceTag()

    #expect(label.text == "합계 Total 12,000원 9,900원")
    #expect(label.font == small)
    #expect(label.textColor == .darkGray)
    #expect(fonts(of: label.attributedText) == [small, bold])
  }

  @Test("characters with no font of their own take the font of the text's start")
  func unstyledCharactersTakeTheLeadingFont() {
    let label = UILabel()
    let text = NSMutableAttributedString(string: "BIG", attributes: [.font: bold])
    text.append(NSAttributedString(string: " plain"))

    label.attributedText = text

    let whole = ("BIG plain" as NSString).size(withAttributes: [.font: bold]).width
    #expect(abs(label.intrinsicContentSize.width - whole) < 1)
  }

  @Test("plain text replaces attributed text, and reads back in the label's own style")
  func plainTextReplacesIt() {
    let label = UILabel()
    label.attributedText = priceTag()

    label.text = "Plain"

    #expect(label.attributedText?.string == "Plain")
    #expect(fonts(of: label.attributedText) == [small])
    #expect(
      label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
        == .darkGray)
    label.attributedText = nil
    #expect(label.text == nil && label.attributedText == nil)
  }

  @Test("a font set after attributed text takes over all of it; the colours stay")
  func fontAppliesToAll() {
    let label = UILabel()
    label.attributedText = priceTag()

    label.font = .systemFont(ofSize: 30)

    let text = label.attributedText
    #expect(fonts(of: text) == [.systemFont(ofSize: 30)])
    #expect(
      text?.attribute(.foregroundColor, at: (text?.length ?? 1) - 1, effectiveRange: nil)
        as? UIColor == .systemRed)
  }

  @Test("each stretch is measured in its own font: as wide as its pieces, as tall as the tallest")
  func sizeOfStyledText() {
    let label = UILabel()
    let text = NSMutableAttributedString(string: "small ", attributes: [.font: small])
    text.append(NSAttributedString(string: "BIG", attributes: [.font: bold]))

    label.attributedText = text
    let size = label.intrinsicContentSize

    let smallWidth = ("small " as NSString).size(withAttributes: [.font: small]).width
    let big = ("BIG" as NSString).size(withAttributes: [.font: bold])
    let plain = UILabel()
    plain.text = "small BIG"
    plain.font = small
    #expect(abs(size.width - (smallWidth + big.width)) < 1)
    #expect(abs(size.height - big.height) < 1)
    #expect(size.height > plain.intrinsicContentSize.height + 5)
  }

  @Test("styled text wraps across its stretches; the paragraph style's spacing parts the lines")
  func wrappingAndLineSpacing() {
    let label = UILabel()
    label.numberOfLines = 0
    let spaced = NSMutableParagraphStyle()
    spaced.lineSpacing = 10
    let text = NSMutableAttributedString(
      string: "one two three ", attributes: [.font: small, .paragraphStyle: spaced])
    text.append(NSAttributedString(string: "four five six", attributes: [.font: bold]))
    label.attributedText = text
    let first = ("one two three" as NSString).size(withAttributes: [.font: small])
    let second = ("four five six" as NSString).size(withAttributes: [.font: bold])

    // The widest line fits exactly its own advances' width; "one two three four" is wider.
    let wrapped = label.sizeThatFits(CGSize(width: max(first.width, second.width), height: 0))

    // "one two three" in the small font, then "four five six" in the bold one, 10 points apart.
    #expect(abs(wrapped.width - second.width) < 1)
    #expect(abs(wrapped.height - (first.height + 10 + second.height)) < 1)
  }

  @Test("text in two colours or fonts side by side can be built, copied and restyled")
  func twoColours() {
    // Foundation on Linux compares neighbouring runs' attributes as it builds, copies and
    // changes attributed strings; with colours and fonts that were `NSObject`s that comparison
    // stopped the process within a few hundred strings.
    for shade in 0..<300 {
      let size = CGFloat(shade % 30 + 5)
      let text = NSMutableAttributedString(
        string: "one ",
        attributes: [
          .foregroundColor: UIColor(white: CGFloat(shade) / 300, alpha: 1),
          .font: UIFont.systemFont(ofSize: size),
        ])
      text.append(
        NSAttributedString(
          string: "two", attributes: [.foregroundColor: UIColor.blue, .font: bold]))
      text.addAttribute(
        .foregroundColor, value: UIColor.red, range: NSRange(location: 1, length: 4))
      text.addAttribute(.font, value: small, range: NSRange(location: 0, length: 2))
      let copy = NSAttributedString(attributedString: text)
      #expect(copy.attribute(.foregroundColor, at: 5, effectiveRange: nil) as? UIColor == .blue)
      #expect(
        copy.attribute(.font, at: 3, effectiveRange: nil) as? UIFont == .systemFont(ofSize: size))
    }
    let text = NSMutableAttributedString(
      string: "빨강 red ", attributes: [.foregroundColor: UIColor.systemRed])
    text.append(NSAttributedString(string: "blue", attributes: [.foregroundColor: UIColor.blue]))
    text.addAttribute(.font, value: bold, range: NSRange(location: 0, length: 2))
    text.addAttribute(.font, value: small, range: NSRange(location: 2, length: text.length - 2))
    let label = UILabel()

    label.attributedText = text
    label.textColor = .black

    #expect(fonts(of: label.attributedText) == [bold, small])
    #expect(
      label.attributedText?.attribute(.foregroundColor, at: 8, effectiveRange: nil) as? UIColor
        == .black)
  }

  @Test("a button shows its attributed title in place of its title, in every state without one")
  func buttonTitle() {
    let button = UIButton(type: .system)
    button.setTitle("Plain", for: .normal)
    let styled = NSAttributedString(string: "Styled", attributes: [.font: bold])
    let plainWidth = button.intrinsicContentSize.width

    button.setAttributedTitle(styled, for: .normal)
    button.isHighlighted = true

    #expect(button.titleLabel?.text == "Styled")
    #expect(button.currentAttributedTitle?.string == "Styled")
    #expect(button.attributedTitle(for: .disabled)?.string == "Styled")
    #expect(button.title(for: .normal) == "Plain")
    #expect(button.intrinsicContentSize.width > plainWidth + 20)
  }

  @Test("kerning adds its space after every character, in a label's size")
  func kerning() {
    let label = UILabel()

    label.attributedText = NSAttributedString(string: "abc", attributes: [.font: small, .kern: 4])

    let plain = ("abc" as NSString).size(withAttributes: [.font: small]).width
    #expect(abs(label.intrinsicContentSize.width - (plain + 12)) < 1)
  }

  @Test("an attributed string draws each run in its colour and measures each in its font")
  func stringDrawing() throws {
    let text = NSMutableAttributedString(
      string: "RED ", attributes: [.font: bold, .foregroundColor: UIColor.red])
    text.append(
      NSAttributedString(
        string: "blue", attributes: [.font: small, .foregroundColor: UIColor.blue]))
    let redWidth = ("RED " as NSString).size(withAttributes: [.font: bold]).width
    let blueWidth = ("blue" as NSString).size(withAttributes: [.font: small]).width

    let size = text.size()
    let image = UIGraphicsImageRenderer(size: size).image { _ in text.draw(at: .zero) }

    #expect(abs(size.width - (redWidth + blueWidth)) < 0.5)
    let bitmap = image.bitmap
    let pixelsPerPoint = CGFloat(bitmap.width) / size.width
    func colours(from start: CGFloat, to end: CGFloat) -> (red: Int, blue: Int) {
      var found = (red: 0, blue: 0)
      for x in Int(start * pixelsPerPoint)..<min(Int(end * pixelsPerPoint), bitmap.width) {
        for y in 0..<bitmap.height {
          let pixel = bitmap.color(atX: x, y: y)
          guard pixel[3] > 200 else { continue }
          if pixel[0] > 200 && pixel[2] < 80 { found.red += 1 }
          if pixel[2] > 200 && pixel[0] < 80 { found.blue += 1 }
        }
      }
      return found
    }
    let left = colours(from: 0, to: redWidth - 1)
    let right = colours(from: redWidth + 1, to: size.width)
    // 13-point "blue" at 1x: its stems sit at fractions of a pixel, so fewer pixels are fully
    // covered than the 24-point "RED ".
    #expect(left.red > 20 && left.blue == 0)
    #expect(right.blue > 10 && right.red == 0)
  }

  @Test("a raised exponent, a red underline under black text and a shadowed word, drawn")
  func decorations() throws {
    let shadow = NSShadow()
    shadow.shadowOffset = CGSize(width: 2, height: 2)
    shadow.shadowColor = UIColor.systemBlue
    let text = NSMutableAttributedString(string: "E = mc", attributes: [.font: bold])
    text.append(
      NSAttributedString(string: "2", attributes: [.font: small, .baselineOffset: 10]))
    text.append(
      NSAttributedString(
        string: " under",
        attributes: [
          .font: bold, .underlineStyle: NSUnderlineStyle.single.rawValue,
          .underlineColor: UIColor.red,
        ]))
    text.append(NSAttributedString(string: " shade", attributes: [.font: bold, .shadow: shadow]))
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
    label.backgroundColor = .white
    label.attributedText = text

    let image = try #require(Snapshotting<UIView, UIImage>.image.taken(of: label))

    assertSnapshot(of: label, as: .image(traits: UITraitCollection(displayScale: 2)))
    let bitmap = image.bitmap
    var red = 0
    var blue = 0
    for x in 0..<bitmap.width {
      for y in 0..<bitmap.height {
        let pixel = bitmap.color(atX: x, y: y)
        if pixel[0] > 200 && pixel[1] < 80 && pixel[2] < 80 { red += 1 }
        if pixel[2] > 200 && pixel[0] < 80 { blue += 1 }
      }
    }
    #expect(red > 20 && blue > 20)
  }

  @Test("an attachment's image takes its place in the line, on the baseline, and is drawn there")
  func attachment() throws {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let star = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16), format: format).image {
      context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
    }
    let text = NSMutableAttributedString(attachment: NSTextAttachment(image: star))
    text.append(NSAttributedString(string: " Favourites", attributes: [.font: small]))
    let label = UILabel()
    label.backgroundColor = .white

    label.attributedText = text
    label.sizeToFit()
    let image = try #require(Snapshotting<UIView, UIImage>.image.taken(of: label))

    assertSnapshot(of: label, as: .image(traits: UITraitCollection(displayScale: 2)))
    let words = (" Favourites" as NSString).size(withAttributes: [.font: small])
    #expect(abs(label.bounds.width - (16 + words.width)) < 1)
    #expect(label.bounds.height >= 16)
    #expect(text.size().width > 16 + words.width - 1)
    let bitmap = image.bitmap
    let scale = CGFloat(bitmap.width) / label.bounds.width
    let inside = bitmap.color(atX: Int(8 * scale), y: Int((label.bounds.height - 8) * scale))
    let beyond = bitmap.color(atX: Int(20 * scale), y: Int(2 * scale))
    #expect(inside[0] > 200 && inside[1] < 60)
    #expect(!(beyond[0] > 200 && beyond[1] < 60))
  }

  @Test("the price tag, drawn: fonts, colours, a highlight, an underline and a strike-through")
  func drawn() {
    let background = UIView(frame: CGRect(x: 0, y: 0, width: 280, height: 48))
    background.backgroundColor = .white
    let label = UILabel(frame: CGRect(x: 10, y: 6, width: 260, height: 36))
    label.attributedText = priceTag()
    background.addSubview(label)

    assertSnapshot(of: background, as: .image(traits: UITraitCollection(displayScale: 2)))
  }
}

/// `UITextField`'s attributed text and placeholder, as code uses them to style a field.
@Suite("A text field's attributed text and placeholder", .uiTest)
@MainActor
struct AttributedTextFieldTests {
  @Test("an attributed placeholder is drawn in its colour; a plain placeholder in the grey again")
  func placeholderColour() throws {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    field.attributedPlaceholder = NSAttributedString(
      string: "Search", attributes: [.foregroundColor: UIColor.systemRed])

    let image = Snapshotting<UIView, UIImage>.image.taken(of: field)

    #expect(field.placeholder == "Search")
    #expect(
      field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil)
        as? UIColor == .systemRed)
    let bitmap = try #require(image).bitmap
    var red = 0
    for x in 0..<bitmap.width {
      for y in 0..<bitmap.height {
        let pixel = bitmap.color(atX: x, y: y)
        if pixel[3] > 200 && pixel[0] > 200 && pixel[1] < 100 { red += 1 }
      }
    }
    #expect(red > 20)
    field.placeholder = "Plain"
    #expect(
      field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil)
        as? UIColor == .placeholderText)
  }

  @Test("attributed text sets the text, and the font and colour of its start")
  func attributedText() {
    let field = UITextField()
    let bold = UIFont.boldSystemFont(ofSize: 20)

    field.attributedText = NSAttributedString(
      string: "안녕 hi", attributes: [.font: bold, .foregroundColor: UIColor.systemBlue])

    #expect(field.text == "안녕 hi")
    #expect(field.font == bold)
    #expect(field.textColor == .systemBlue)
    #expect(field.attributedText?.string == "안녕 hi")
  }
}

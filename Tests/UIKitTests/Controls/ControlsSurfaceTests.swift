import Foundation
import Testing
import UIKit
import UIKitTestSupport

// Through the public API only, as an app writes it: a plain `import UIKit`.

@Suite(
  "Buttons and labels: UIKit's sizes, images, insets, alignment, shadows and shrinking", .uiTest)
@MainActor
struct ControlsSurfaceTests {
  /// A plain square image of `side` points.
  private func square(_ side: Int) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: side, height: side))
    }
  }

  /// The text runs a host would draw for the window now.
  private func textRuns(_ window: UIWindow) -> [TextRun] {
    window.layoutIfNeeded()
    return RecordingRenderer().record(window).flattened.compactMap { item in
      if case .text(let run) = item { return run }
      return nil
    }
  }

  @Test("an empty button is 30 × 34 points, a system button or a custom one")
  func emptyButton() {
    let system = UIButton(type: .system)
    let custom = UIButton(frame: CGRect(x: 5, y: 6, width: 1, height: 1))

    custom.sizeToFit()

    #expect(system.intrinsicContentSize == CGSize(width: 30, height: 34))
    #expect(custom.frame == CGRect(x: 5, y: 6, width: 30, height: 34))
  }

  @Test("a titled button is its title's width and 6 points above and below it, in 15-point type")
  func titledButton() {
    let button = UIButton(type: .system)
    button.setTitle("Hello World", for: .normal)
    let title = button.titleLabel!.intrinsicContentSize

    button.sizeToFit()

    #expect(button.titleLabel?.font.pointSize == 15)
    #expect(button.intrinsicContentSize == CGSize(width: title.width, height: title.height + 12))
    #expect(button.bounds.size == button.intrinsicContentSize)
  }

  @Test("a font set on the title label resizes a button laid out by constraints")
  func titleFontResizes() {
    let window = TestApplication.makeWindow(root: nil, size: CGSize(width: 400, height: 200))
    let button = UIButton(type: .system)
    button.setTitle("Grow", for: .normal)
    button.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(button)
    NSLayoutConstraint.activate([
      button.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      button.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
    ])
    window.layoutIfNeeded()
    let small = button.frame.size

    button.titleLabel?.font = .systemFont(ofSize: 30)
    window.layoutIfNeeded()

    #expect(button.frame.width > small.width)
    #expect(button.frame.height > small.height)
    #expect(button.frame.size == button.intrinsicContentSize)
  }

  @Test("an image sits before the title; contentEdgeInsets grow the button, the others do not")
  func imageAndInsets() {
    let button = UIButton(type: .custom)
    button.setTitle("Go", for: .normal)
    let title = button.titleLabel!.intrinsicContentSize
    button.setImage(square(40), for: .normal)
    let withImage = button.intrinsicContentSize

    button.contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
    button.imageEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 10)

    #expect(withImage == CGSize(width: 40 + title.width, height: max(40, title.height + 12)))
    #expect(
      button.intrinsicContentSize
        == CGSize(width: withImage.width + 6, height: withImage.height + 4))
    #expect(button.currentImage?.size == CGSize(width: 40, height: 40))
    #expect(button.imageView?.image != nil)
  }

  @Test("an image alone sizes the button to the image")
  func imageOnly() {
    let button = UIButton(type: .custom)

    button.setImage(square(24), for: .normal)

    #expect(button.intrinsicContentSize == CGSize(width: 24, height: 24))
  }

  @Test("content alignment and edge insets place the image and title in the bounds")
  func placement() {
    let button = UIButton(type: .custom)
    button.setTitle("Go", for: .normal)
    button.setImage(square(20), for: .normal)
    button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
    let title = button.titleLabel!.intrinsicContentSize

    button.layoutIfNeeded()
    let centred = (button.imageView!.frame, button.titleLabel!.frame)
    button.contentHorizontalAlignment = .left
    button.contentVerticalAlignment = .top
    button.titleEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 0, right: 0)
    button.layoutIfNeeded()

    // Centred parts start on the nearest pixel (1x here), a half rounding to the right.
    let groupX = ((200 - 20 - title.width) / 2 + 0.5).rounded(.down)
    #expect(centred.0.minX == groupX && centred.0.minY == 20)
    #expect(centred.1.minX == groupX + 20)
    #expect(button.imageView!.frame.origin == .zero)
    // The title keeps its 6 points of padding at the top, then moves by its inset.
    #expect(button.titleLabel!.frame.origin == CGPoint(x: 28, y: 10))
    #expect(button.effectiveContentHorizontalAlignment == .left)
  }

  @Test("leading and trailing alignments resolve to left and right")
  func effectiveAlignment() {
    let button = UIButton(type: .system)

    button.contentHorizontalAlignment = .trailing

    #expect(button.effectiveContentHorizontalAlignment == .right)
    #expect(button.contentVerticalAlignment == .center)
  }

  @Test("title shadow colours are per state and reach the title label")
  func titleShadow() {
    let button = UIButton(type: .system)

    button.setTitleShadowColor(.black, for: .normal)
    button.setTitleShadowColor(.red, for: .highlighted)
    let normal = button.titleLabel?.shadowColor
    button.isHighlighted = true

    #expect(normal == .black)
    #expect(button.currentTitleShadowColor == .red)
    #expect(button.titleLabel?.shadowColor == .red)
    #expect(button.titleShadowColor(for: .selected) == .black)
  }

  @Test("a label's shadow is the text again, offset, drawn under it")
  func labelShadow() {
    let window = TestApplication.makeWindow(root: nil, size: CGSize(width: 200, height: 100))
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    label.text = "Shadow"
    window.addSubview(label)
    let plain = textRuns(window)

    label.shadowColor = .red
    label.shadowOffset = CGSize(width: 2, height: 3)
    let shadowed = textRuns(window)

    #expect(plain.count == 1)
    #expect(shadowed.count == 2)
    #expect(shadowed[0].color.red == 1 && shadowed[0].color.green == 0)
    #expect(shadowed[0].origin.x == shadowed[1].origin.x + 2)
    #expect(shadowed[0].origin.y == shadowed[1].origin.y + 3)
    #expect(shadowed[1].origin == plain[0].origin)
  }

  @Test("adjustsFontSizeToFitWidth shrinks a long line to fit, no further than the minimum scale")
  func shrinking() {
    let window = TestApplication.makeWindow(root: nil, size: CGSize(width: 400, height: 100))
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    label.text = "A rather long title for a narrow label"
    window.addSubview(label)
    let natural = label.intrinsicContentSize

    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = 0.1
    let fitted = textRuns(window)
    label.minimumScaleFactor = 0.5
    let floored = textRuns(window)

    #expect(label.intrinsicContentSize == natural)
    #expect(fitted.count == 1 && fitted[0].font.pointSize < 17 * 0.5)
    #expect(fitted[0].size.width <= 100)
    // 8.5 points at least, in whole pixels.
    #expect(floored[0].font.pointSize == 9)
    #expect(floored[0].text.hasSuffix("…"))
  }

  @Test(
    "at 3x, a label that Auto Layout sizes to its own text draws it whole, not truncated",
    arguments: ["0번 눌림", "30%"])
  func labelSizedToItsText(text: String) throws {
    try UIScreen.main.apply(.iPhone15Pro)
    let window = TestApplication.makeWindow(root: nil, size: CGSize(width: 390, height: 200))
    // A row like the demo's: a control 240 wide, 12 of spacing, then the label. Its frame is
    // the difference of two rounded edges, a hair narrower than the text it was sized to.
    let row = UIStackView(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
    let slider = UIView()
    slider.widthAnchor.constraint(equalToConstant: 240).isActive = true
    let label = UILabel()
    label.text = text
    label.font = .systemFont(ofSize: 15)
    row.addArrangedSubview(slider)
    row.addArrangedSubview(label)
    row.spacing = 12
    row.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(row)
    row.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20).isActive = true
    row.topAnchor.constraint(equalTo: window.topAnchor, constant: 20).isActive = true

    let runs = textRuns(window)

    #expect(runs.map(\.text) == [text])
  }

  @Test("a label measured outside any window is measured again at the scale of the one it joins")
  func labelMeasuredAgainAtNewScale() {
    let parent = UIViewController()
    let window = TestApplication.makeWindow(root: parent, size: CGSize(width: 200, height: 100))
    let child = UIViewController()
    let label = UILabel()
    label.text = ">"
    label.translatesAutoresizingMaskIntoConstraints = false
    child.view.addSubview(label)
    NSLayoutConstraint.activate([
      label.trailingAnchor.constraint(equalTo: child.view.trailingAnchor, constant: -16),
      label.topAnchor.constraint(equalTo: child.view.topAnchor, constant: 20),
    ])
    child.view.layoutIfNeeded()
    let atScreenScale = label.frame.size

    parent.setOverrideTraitCollection(UITraitCollection(displayScale: 3), forChild: child)
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    let runs = textRuns(window)
    let measured = label.intrinsicContentSize

    #expect(window.screen.scale == 1)
    #expect(atScreenScale.width == atScreenScale.width.rounded())
    #expect(measured.width != measured.width.rounded())
    #expect(abs(label.frame.width - measured.width) < 0.001)
    #expect(abs(label.frame.height - measured.height) < 0.001)
    #expect(runs.map(\.text) == [">"])
  }

  @Test("a nib's button takes its edge insets and content alignment")
  func nibButton() throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" \
      toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
          <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
          <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="leading" \
      contentVerticalAlignment="bottom" buttonType="system" id="BTN-00-001">
            <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
            <inset key="contentEdgeInsets" minX="10" minY="5" maxX="12" maxY="6"/>
            <inset key="titleEdgeInsets" minX="4" minY="0.0" maxX="0.0" maxY="0.0"/>
            <inset key="imageEdgeInsets" minX="2.2250738585072014e-308" minY="0.0" \
      maxX="0.0" maxY="0.0"/>
            <state key="normal" title="Inset"/>
          </button>
        </objects>
      </document>
      """
    let button = try #require(
      UINib(data: Data(xib.utf8), bundle: nil).instantiate(withOwner: nil, options: nil).first
        as? UIButton)

    #expect(button.contentEdgeInsets == UIEdgeInsets(top: 5, left: 10, bottom: 6, right: 12))
    #expect(button.titleEdgeInsets == UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 0))
    #expect(button.imageEdgeInsets == .zero)
    #expect(button.contentHorizontalAlignment == .leading)
    #expect(button.contentVerticalAlignment == .bottom)
    button.layoutIfNeeded()
    #expect(button.titleLabel?.frame.minX == 14)
    #expect(button.titleLabel?.frame.maxY == 54)
  }
}

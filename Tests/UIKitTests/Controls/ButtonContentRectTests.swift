import Testing
import UIKit
import UIKitTestSupport

/// A classic button that puts its image to the right of its title, as iOS code did before
/// configurations, by overriding the content rectangles.
@MainActor
private final class TrailingImageButton: UIButton {
  override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
    let image = super.imageRect(forContentRect: contentRect)
    return CGRect(
      x: contentRect.maxX - image.width, y: image.minY, width: image.width, height: image.height)
  }

  override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
    let title = super.titleRect(forContentRect: contentRect)
    return CGRect(x: contentRect.minX, y: title.minY, width: title.width, height: title.height)
  }

  override func contentRect(forBounds bounds: CGRect) -> CGRect {
    bounds.insetBy(dx: 10, dy: 0)
  }
}

@Suite("UIButton's content, title and image rectangles", .uiTest)
@MainActor
struct ButtonContentRectTests {
  private func icon() -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }
  }

  @Test("a classic button lays out its title and image where the overrides say")
  func overridesPlaceTheParts() {
    let button = TrailingImageButton(type: .custom)
    button.setTitle("Next", for: .normal)
    button.setImage(icon(), for: .normal)
    button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
    button.layoutIfNeeded()

    let image = button.imageView?.frame ?? .null
    let title = button.titleLabel?.frame ?? .null
    #expect(image.maxX == 190)
    #expect(image.width == 20)
    #expect(title.minX == 10)
    #expect(title.maxX <= image.minX)
  }

  @Test("the default rectangles are where a plain button puts its parts")
  func defaultsMatchTheLayout() {
    let button = UIButton(type: .custom)
    button.setTitle("Next", for: .normal)
    button.setImage(icon(), for: .normal)
    button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
    button.layoutIfNeeded()
    let content = button.contentRect(forBounds: button.bounds)

    #expect(content == button.bounds)
    #expect(button.imageView?.frame == button.imageRect(forContentRect: content))
    #expect(button.titleLabel?.frame == button.titleRect(forContentRect: content))
    #expect(button.imageView!.frame.maxX <= button.titleLabel!.frame.minX)
  }
}

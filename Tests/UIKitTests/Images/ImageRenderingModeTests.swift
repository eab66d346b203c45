import Testing
import UIKit
import UIKitTestSupport

/// `UIImage.RenderingMode`: images start `.automatic`; `withRenderingMode(_:)` gives the same
/// pixels in another mode, keeping a resizable image resizable.
@Suite("UIImage: rendering modes", .uiTest)
@MainActor
struct ImageRenderingModeTests {
  private let image = UIImage(
    bitmap: ImageBitmap(width: 4, height: 2, pixels: [UInt8](repeating: 255, count: 32)), scale: 2)

  @Test("an image is .automatic; UIKit's raw values")
  func defaults() {
    #expect(image.renderingMode == .automatic)
    #expect(UIImage.RenderingMode.alwaysOriginal.rawValue == 1)
    #expect(UIImage.RenderingMode.alwaysTemplate.rawValue == 2)
  }

  @Test("withRenderingMode(_:) keeps the pixels, scale and cap insets; the same mode is itself")
  func withRenderingMode() {
    let resizable = image.resizableImage(
      withCapInsets: UIEdgeInsets(top: 0, left: 0.5, bottom: 0, right: 0.5), resizingMode: .stretch)

    let template = resizable.withRenderingMode(.alwaysTemplate)
    let original = template.withRenderingMode(.alwaysOriginal)

    #expect(template.renderingMode == .alwaysTemplate)
    #expect(template.bitmap.pixels == image.bitmap.pixels)
    #expect(template.size == CGSize(width: 2, height: 1))
    #expect(template.capInsets == resizable.capInsets)
    #expect(template.resizingMode == .stretch)
    #expect(original.renderingMode == .alwaysOriginal)
    #expect(template.withRenderingMode(.alwaysTemplate) === template)
    #expect(
      template.resizableImage(withCapInsets: .zero).renderingMode == .alwaysTemplate)
  }

  @Test("a tab's and a bar button's large content image is a template unless it asks otherwise")
  func barItemsShowTemplatesLarge() {
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    toolbar.items = [
      UIBarButtonItem(image: image, style: .plain),
      UIBarButtonItem(image: image.withRenderingMode(.alwaysOriginal), style: .plain),
    ]
    toolbar.layoutIfNeeded()

    let modes = toolbar.descendants.filter(\.showsLargeContentViewer).map {
      $0.largeContentImage?.renderingMode
    }

    #expect(modes == [.alwaysTemplate, .alwaysOriginal])
  }
}

import Testing
import UIKit

@Suite("Bar button items made in the closure form of a target-action initialiser")
@MainActor
struct BarButtonItemInitializerTests {
  @Test("an image item keeps its image, its style and its action")
  func imageStyleAndAction() {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }
    let action = UIAction { _ in }

    let item = UIBarButtonItem(image: image, style: .done, primaryAction: action)

    #expect(item.image === image)
    #expect(item.style == .done)
    #expect(item.primaryAction === action)
  }
}

import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// A design system's field: the text and placeholder moved by overriding the rectangles.
final class PaddedField: UITextField {
  private let padding = UIEdgeInsets(top: 0, left: 36, bottom: 0, right: 12)

  override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
  override func editingRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
  override func placeholderRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
  override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    CGRect(x: 10, y: bounds.midY - 9, width: 18, height: 18)
  }
}

/// Text fields with overlay views, the clear button, overridden rectangles and background
/// images, drawn and compared with references.
@Suite("Snapshot: text field overlays, rectangles and backgrounds", .uiTest)
@MainActor
struct TextFieldSnapshotTests {
  let clock = ManualClock()
  private let traits = UITraitCollection(displayScale: 2)

  private func square(_ color: UIColor) -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 18, height: 18))
    view.backgroundColor = color
    view.layer.cornerRadius = 4
    return view
  }

  /// A 12 × 12 image: a dark frame around a light centre, resizable by 4 points at each edge.
  private func frameImage(_ edge: UIColor, _ centre: UIColor) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12), format: format).image {
      context in
      edge.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 12, height: 12))
      centre.setFill()
      context.fill(CGRect(x: 2, y: 2, width: 8, height: 8))
    }
    return image.resizableImage(withCapInsets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
  }

  @Test("left and right views, a padded subclass, the clear button while editing, backgrounds")
  func overlaysAndBackgrounds() {
    let controller = UIViewController()
    controller.view.backgroundColor = .systemGroupedBackground
    let size = CGSize(width: 280, height: 250)
    func field(_ made: UITextField = UITextField(), row: Int) -> UITextField {
      let field = made
      field.frame = CGRect(x: 10, y: 10 + CGFloat(row) * 48, width: 260, height: 38)
      field.borderStyle = .roundedRect
      field.font = .systemFont(ofSize: 15)
      controller.view.addSubview(field)
      return field
    }
    let search = field(row: 0)
    search.placeholder = "Search"
    search.leftView = square(.systemBlue)
    search.leftViewMode = .always
    search.rightView = square(.systemOrange)
    search.rightViewMode = .unlessEditing
    let padded = field(PaddedField(), row: 1)
    padded.text = "Padded by its subclass"
    padded.leftView = square(.systemGreen)
    padded.leftViewMode = .always
    let editing = field(row: 2)
    editing.text = "Clear me"
    editing.clearButtonMode = .whileEditing
    let background = field(row: 3)
    background.borderStyle = .none
    background.background = frameImage(.systemIndigo, .white)
    background.text = "Background image"
    let disabled = field(row: 4)
    disabled.borderStyle = .none
    disabled.background = frameImage(.systemIndigo, .white)
    disabled.disabledBackground = frameImage(.systemGray, .systemGray5)
    disabled.text = "Disabled background"
    disabled.isEnabled = false
    let window = TestApplication.makeWindow(root: controller, size: size)
    editing.becomeFirstResponder()
    clock.settle()

    assertSnapshot(of: controller.view!, as: .image(traits: traits))
    withExtendedLifetime(window) {}
  }
}

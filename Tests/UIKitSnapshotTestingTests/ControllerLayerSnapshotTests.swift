import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// `.image` of a view controller draws the controller's view and its subviews only, as
/// swift-snapshot-testing does on iOS with `view.layer.render(in:)`: not the window behind a
/// transparent view, and not a controller presented over it, which iOS puts in the window
/// (upstream's issues 279 and 445: a presented controller or alert is not in the snapshot).
@Suite("Snapshot strategy: a controller's image is its view's layer", .uiTest)
@MainActor
struct ControllerLayerSnapshotTests {
  /// A controller whose view is transparent, with a blue square at (10, 10).
  private func transparentController() -> UIViewController {
    let controller = UIViewController()
    controller.view.backgroundColor = .clear
    let square = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    square.backgroundColor = .blue
    controller.view.addSubview(square)
    return controller
  }

  /// The image's pixel at the point (`x`, `y`), as red, green, blue and alpha.
  private func pixel(_ image: UIImage, _ x: CGFloat, _ y: CGFloat) -> [UInt8] {
    image.bitmap.color(atX: Int(x * image.scale), y: Int(y * image.scale))
  }

  @Test("where the controller's view is transparent the image is, whatever its window's colour")
  func transparentViewOverColouredWindow() throws {
    let controller = transparentController()
    let window = TestApplication.makeWindow(root: controller, size: CGSize(width: 200, height: 150))
    defer { window.isHidden = true }
    window.backgroundColor = .red
    ManualClock().settle()

    let image = try #require(
      Snapshotting<UIViewController, UIImage>.image.taken(of: controller))

    #expect(image.size == CGSize(width: 200, height: 150))
    #expect(pixel(image, 100, 100)[3] == 0)
    #expect(pixel(image, 30, 30) == [0, 0, 255, 255])
  }

  @Test("a controller presented over the snapshotted one is not drawn, and stays presented")
  func presentedControllerLeftOut() throws {
    let root = transparentController()
    root.view.backgroundColor = .white
    let window = TestApplication.makeWindow(root: root, size: CGSize(width: 200, height: 150))
    defer { window.isHidden = true }
    let presented = UIViewController()
    presented.view.backgroundColor = .orange
    presented.modalPresentationStyle = .fullScreen
    root.present(presented, animated: false)
    ManualClock().settle()

    let image = try #require(Snapshotting<UIViewController, UIImage>.image.taken(of: root))

    #expect(pixel(image, 100, 100) == [255, 255, 255, 255])
    #expect(pixel(image, 30, 30) == [0, 0, 255, 255])
    #expect(root.presentedViewController === presented)
  }

  @Test("a controller that presents from its own appearance is drawn without what it presents")
  func presentingOnAppearLeftOut() throws {
    final class Presenter: UIViewController {
      override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard presentedViewController == nil else { return }
        let sheet = UIViewController()
        sheet.view.backgroundColor = .orange
        sheet.modalPresentationStyle = .overFullScreen
        present(sheet, animated: false)
      }
    }
    let controller = Presenter()
    controller.view.backgroundColor = .white

    let image = try #require(
      Snapshotting<UIViewController, UIImage>.image(size: CGSize(width: 120, height: 90))
        .taken(of: controller))

    #expect(pixel(image, 60, 45) == [255, 255, 255, 255])
  }
}

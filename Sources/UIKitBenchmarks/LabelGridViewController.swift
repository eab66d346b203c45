import UIKit

/// A controller showing 500 small labels of mixed Korean and Latin text in a grid that fills
/// the window: the text benchmark's scene.
final class LabelGridViewController: UIViewController {
  static let labelCount = 500
  private static let columns = 6
  private static let labelSize = CGSize(width: 65, height: 10)

  override func loadView() {
    let root = UIView(frame: UIScreen.main.bounds)
    root.backgroundColor = .white
    for index in 0..<Self.labelCount {
      let label = UILabel(
        frame: CGRect(
          x: CGFloat(index % Self.columns) * Self.labelSize.width,
          y: CGFloat(index / Self.columns) * Self.labelSize.height,
          width: Self.labelSize.width, height: Self.labelSize.height))
      label.text = "안녕 \(index) Hello"
      label.font = .systemFont(ofSize: 8)
      label.textColor = .black
      root.addSubview(label)
    }
    view = root
  }
}

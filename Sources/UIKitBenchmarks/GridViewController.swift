import UIKit

/// A controller whose view shows a ``ColoredGrid``: the static root of the redraw and idle
/// benchmarks, and each child of the slide transitions.
final class GridViewController: UIViewController {
  let grid: ColoredGrid

  init(grid: ColoredGrid) {
    self.grid = grid
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("GridViewController is built in code")
  }

  override func loadView() {
    let root = UIView(frame: CGRect(origin: .zero, size: grid.size))
    grid.install(in: root)
    view = root
  }
}

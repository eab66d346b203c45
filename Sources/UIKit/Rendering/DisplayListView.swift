/// A view that shows a recorded display list: what `snapshotView(afterScreenUpdates:)`
/// returns, and the two faces of a `UIView.transition(with:…)`.
@MainActor
final class DisplayListView: UIView {
  private let items: [DisplayItem]

  /// A snapshot of `view` as it looks now, in a view of the same bounds.
  init(snapshotOf view: UIView) {
    items = DisplayListBuilder.items(of: view.layer)
    super.init(frame: CGRect(origin: .zero, size: view.bounds.size))
    bounds = view.bounds
    isUserInteractionEnabled = false
  }

  required init?(coder: NSCoder) {
    items = []
    super.init(coder: coder)
  }

  package override func appendContent(to items: inout [DisplayItem], bounds: CGRect) {
    items += self.items
  }
}

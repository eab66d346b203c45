extension UITableView {
  // MARK: Dequeuing

  /// A view for `identifier` from `queue` (after its `prepareForReuse()`), else made from its
  /// registration, else `nil`; with the table's traits.
  func dequeued<View: TableReusableView>(
    _ identifier: String, from queue: ReferenceWritableKeyPath<UITableView, [String: [View]]>,
    registration: ReusableViewSource<View>?
  ) -> View? {
    let view: View?
    if let queued = self[keyPath: queue][identifier]?.popLast() {
      queued.prepareForReuse()
      view = queued
    } else {
      switch registration {
      case .type(let type):
        view = type.init(registeredWithReuseIdentifier: identifier)
      case .nib(let nib):
        view = madeFromNib(nib, identifier: identifier, kind: "\(View.self)")
      case .prototype(let prototype):
        view = prototype.make() as? View
      case nil:
        view = nil
      }
    }
    view?.dequeuingList = self
    return view
  }

  /// The one top-level view of `nib`, which must be a `View`; UIKit raises otherwise.
  func madeFromNib<View: UIView>(_ nib: UINib, identifier: String, kind: String) -> View? {
    let objects = nib.instantiate(withOwner: nil, options: nil)
    guard objects.count == 1, let view = objects.first as? View else {
      UIKitException.raise(
        .internalInconsistencyException,
        "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top "
          + "level object which must be a \(kind) instance")
      return nil
    }
    return view
  }

  // MARK: The reuse queues

  /// Puts a cell that left the screen in its identifier's queue, hidden in the table so that
  /// reusing it does not move it in the view tree; a cell without an identifier is removed.
  func enqueue(_ cell: UITableViewCell) {
    cell.setHighlighted(false, animated: false)
    cell.setSelected(false, animated: false)
    guard let identifier = cell.reuseIdentifier else {
      cell.removeFromSuperview()
      return
    }
    cell.isHidden = true
    reuseQueues[identifier, default: []].append(cell)
  }

  /// Puts a header or footer view that left the screen in its identifier's queue; any other
  /// view is removed.
  func enqueueSupplement(_ view: UIView) {
    guard let reusable = view as? UITableViewHeaderFooterView,
      let identifier = reusable.reuseIdentifier
    else {
      view.removeFromSuperview()
      return
    }
    reusable.isHidden = true
    supplementQueues[identifier, default: []].append(reusable)
  }
}

/// What a table reuses: cells, and header and footer views, made from a registration and
/// prepared for reuse as UIKit does both.
@MainActor
protocol TableReusableView: UIView {
  init(registeredWithReuseIdentifier reuseIdentifier: String)
  func prepareForReuse()
}

extension UITableViewCell: TableReusableView {}
extension UITableViewHeaderFooterView: TableReusableView {}

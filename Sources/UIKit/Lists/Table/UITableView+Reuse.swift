extension UITableView {
  // MARK: Registering

  /// Matches UIKit: ``dequeueReusableCell(withIdentifier:for:)`` makes cells of `cellClass`
  /// (a `UITableViewCell` subclass) for `identifier`; `nil` removes the registration.
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard let cellClass else {
      cellRegistrations[identifier] = nil
      return
    }
    guard let type = cellClass as? UITableViewCell.Type else {
      UIKitException.raise(
        .invalidArgumentException,
        "must pass a class of kind UITableViewCell - \(cellClass) is not one")
      return
    }
    cellRegistrations[identifier] = .type(type)
  }

  /// Matches UIKit: cells for `identifier` come from `nib`, whose one top-level object is the
  /// cell; `nil` removes the registration.
  public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    cellRegistrations[identifier] = nib.map { .nib($0) }
  }

  /// Matches UIKit: ``dequeueReusableHeaderFooterView(withIdentifier:)`` makes views of
  /// `aClass` (a `UITableViewHeaderFooterView` subclass) for `identifier`.
  public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    guard let aClass else {
      supplementRegistrations[identifier] = nil
      return
    }
    guard let type = aClass as? UITableViewHeaderFooterView.Type else {
      UIKitException.raise(
        .invalidArgumentException,
        "must pass a class of kind UITableViewHeaderFooterView - \(aClass) is not one")
      return
    }
    supplementRegistrations[identifier] = .type(type)
  }

  /// Matches UIKit: header and footer views for `identifier` come from `nib`.
  public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
    supplementRegistrations[identifier] = nib.map { .nib($0) }
  }

  // MARK: Dequeuing

  /// Matches UIKit: a cell for `identifier` from the reuse queue (after its
  /// `prepareForReuse()`), else a new one if the identifier is registered, else `nil`.
  /// The cell already has the table's traits and style, as UIKit's has when the data source
  /// configures it, so that its `defaultBackgroundConfiguration()` is the table's.
  public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    let cell = dequeued(
      identifier, from: \.reuseQueues, registration: cellRegistrations[identifier])
    cell?.placement = listPlacement
    return cell
  }

  /// Matches UIKit: a header or footer view for `identifier`, reused or newly made from its
  /// registration; `nil` when nothing was registered for it. Like a cell, it already has the
  /// table's traits.
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    let view = dequeued(
      identifier, from: \.supplementQueues, registration: supplementRegistrations[identifier])
    // Matches UIKit: dequeued for a section, the view's default configuration is that
    // section's header or footer look.
    if let placement = placementOfSupplementAskedFor { view?.placement = placement }
    return view
  }

  /// A view for `identifier` from `queue` (after its `prepareForReuse()`), else made from its
  /// registration, else `nil`; with the table's traits.
  private func dequeued<View: TableReusableView>(
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
  private func madeFromNib<View: UIView>(_ nib: UINib, identifier: String, kind: String) -> View? {
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

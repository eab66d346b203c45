extension UICollectionView {
  // MARK: Registering

  static func supplementaryKey(_ kind: String, _ identifier: String) -> String {
    kind + "/" + identifier
  }

  // MARK: Dequeuing

  /// Matches UIKit: a dequeued view already has the collection view's traits and its layout
  /// attributes (its frame, and a list cell its place in the list) when the data source
  /// configures it.
  func giveLayoutAttributes(
    _ attributes: UICollectionViewLayoutAttributes?, to view: UICollectionReusableView
  ) {
    view.dequeuingList = self
    guard let attributes else { return }
    UIView.performWithoutAnimation { view.frame = attributes.frame }
    view.apply(attributes)
  }

  /// The one top-level view of `nib`, which must be a `View`; UIKit raises otherwise.
  func madeFromNib<View: UICollectionReusableView>(_ nib: UINib, identifier: String)
    -> View?
  {
    let objects = nib.instantiate(withOwner: nil, options: nil)
    guard objects.count == 1, let view = objects.first as? View else {
      UIKitException.raise(
        .internalInconsistencyException,
        "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top "
          + "level object which must be a \(View.self) instance")
      return nil
    }
    return view
  }

  // MARK: Registrations

  /// Matches UIKit (iOS 14+): a cell of the registration's class, dequeued and configured by
  /// its handler for `item`. The registration's class is registered the first time.
  ///
  /// ```swift
  /// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
  ///   cell, indexPath, name in
  ///   var content = cell.defaultContentConfiguration()
  ///   content.text = name
  ///   cell.contentConfiguration = content
  /// }
  /// ```
  public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    if cellRegistrations[registration.identifier] == nil {
      cellRegistrations[registration.identifier] =
        registration.nib.map { .nib($0) } ?? .type(Cell.self)
    }
    let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath)
    guard let typed = cell as? Cell else {
      UIKitException.raise(
        .internalInconsistencyException,
        "the cell dequeued for a registration is a \(type(of: cell)), not a \(Cell.self)")
      return Cell(registeredWithReuseIdentifier: registration.identifier)
    }
    if let item { registration.handler(typed, indexPath, item) }
    return typed
  }

  /// Matches UIKit (iOS 14+): a supplementary view of the registration's class and kind,
  /// dequeued and configured by its handler.
  public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    let key = Self.supplementaryKey(registration.elementKind, registration.identifier)
    if supplementaryRegistrations[key] == nil {
      supplementaryRegistrations[key] =
        registration.nib.map { .nib($0) } ?? .type(Supplementary.self)
    }
    let view = dequeueReusableSupplementaryView(
      ofKind: registration.elementKind, withReuseIdentifier: registration.identifier, for: indexPath
    )
    guard let typed = view as? Supplementary else {
      return Supplementary(registeredWithReuseIdentifier: registration.identifier)
    }
    registration.handler(typed, registration.elementKind, indexPath)
    return typed
  }

  /// A cell class and the handler that configures its cells for an item, as
  /// `UICollectionView.CellRegistration`.
  @preconcurrency @MainActor
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    /// Matches UIKit: configures a dequeued cell for the item at an index path.
    public typealias Handler = (Cell, IndexPath, Item) -> Void
    let handler: Handler
    let nib: UINib?
    /// The reuse identifier the registration registers its class under, unique to it.
    let identifier: String

    /// Matches UIKit: cells of `Cell`, configured by `handler`.
    public init(handler: @escaping Handler) {
      self.handler = handler
      nib = nil
      identifier = ReuseRegistrationNames.next("CellRegistration")
    }

    /// Matches UIKit: cells from `cellNib`, configured by `handler`.
    public init(cellNib: UINib, handler: @escaping Handler) {
      self.handler = handler
      nib = cellNib
      identifier = ReuseRegistrationNames.next("CellRegistration")
    }
  }

  /// A supplementary view class, its kind, and the handler that configures its views, as
  /// `UICollectionView.SupplementaryRegistration`.
  @preconcurrency @MainActor
  public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    /// Matches UIKit: configures a dequeued view of a kind at an index path.
    public typealias Handler = (Supplementary, String, IndexPath) -> Void
    /// Matches UIKit: the kind of view the registration makes.
    public let elementKind: String
    let handler: Handler
    let nib: UINib?
    let identifier: String

    /// Matches UIKit: views of `Supplementary` for `elementKind`, configured by `handler`.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
      nib = nil
      identifier = ReuseRegistrationNames.next("SupplementaryRegistration")
    }

    /// Matches UIKit: views from `supplementaryNib` for `elementKind`.
    public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
      nib = supplementaryNib
      identifier = ReuseRegistrationNames.next("SupplementaryRegistration")
    }
  }

  // MARK: The reuse queues

  /// Puts a view that left the screen in its identifier's queue, hidden in place so that
  /// reusing it does not move it in the view tree; a view without an identifier is removed.
  func enqueue(_ view: UICollectionReusableView) {
    if let cell = view as? UICollectionViewCell {
      cell.isHighlighted = false
      cell.isSelected = false
    }
    guard let identifier = view.reuseIdentifier else {
      view.removeFromSuperview()
      return
    }
    view.isHidden = true
    if let cell = view as? UICollectionViewCell {
      cellQueues[identifier, default: []].append(cell)
    } else {
      supplementaryQueues[Self.supplementaryKey(view.reuseKind ?? "", identifier), default: []]
        .append(view)
    }
  }
}

/// Unique reuse identifiers for registrations, which UIKit keeps to itself.
@MainActor
enum ReuseRegistrationNames {
  private static var count = 0

  static func next(_ kind: String) -> String {
    count += 1
    return "\(kind)-\(count)"
  }
}

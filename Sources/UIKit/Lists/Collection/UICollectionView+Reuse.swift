extension UICollectionView {
  // MARK: Registering

  /// Matches UIKit: ``dequeueReusableCell(withReuseIdentifier:for:)`` makes cells of
  /// `cellClass` (a `UICollectionViewCell` subclass) for `identifier`.
  public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    guard let cellClass else {
      cellRegistrations[identifier] = nil
      return
    }
    guard let type = cellClass as? UICollectionViewCell.Type else {
      UIKitException.raise(
        .invalidArgumentException,
        "must pass a class of kind UICollectionViewCell - \(cellClass) is not one")
      return
    }
    cellRegistrations[identifier] = .type(type)
  }

  /// Matches UIKit: cells for `identifier` come from `nib`.
  public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    cellRegistrations[identifier] = nib.map { .nib($0) }
  }

  /// Matches UIKit: supplementary views of `elementKind` for `identifier` are made of
  /// `viewClass`.
  public func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    let key = Self.supplementaryKey(elementKind, identifier)
    guard let viewClass else {
      supplementaryRegistrations[key] = nil
      return
    }
    guard let type = viewClass as? UICollectionReusableView.Type else {
      UIKitException.raise(
        .invalidArgumentException,
        "must pass a class of kind UICollectionReusableView - \(viewClass) is not one")
      return
    }
    supplementaryRegistrations[key] = .type(type)
  }

  /// Matches UIKit: supplementary views of `kind` for `identifier` come from `nib`.
  public func register(
    _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {
    supplementaryRegistrations[Self.supplementaryKey(kind, identifier)] = nib.map { .nib($0) }
  }

  static func supplementaryKey(_ kind: String, _ identifier: String) -> String {
    kind + "/" + identifier
  }

  // MARK: Dequeuing

  /// Matches UIKit: a cell for `identifier`, from the reuse queue (after its
  /// `prepareForReuse()`) or newly made. An identifier nothing was registered for raises
  /// UIKit's `NSInternalInconsistencyException`.
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if let (item, cell) = reconfiguringCell, item == indexPath, cell.reuseIdentifier == identifier {
      return cell
    }
    if let cell = cellQueues[identifier]?.popLast() {
      cell.prepareForReuse()
      giveLayoutAttributes(collectionViewLayout.shownAttributesForItem(at: indexPath), to: cell)
      return cell
    }
    let made: UICollectionViewCell?
    switch cellRegistrations[identifier] {
    case .type(let type): made = type.init(registeredWithReuseIdentifier: identifier)
    case .nib(let nib): made = madeFromNib(nib, identifier: identifier)
    case .prototype(let prototype): made = prototype.make() as? UICollectionViewCell
    case nil: made = nil
    }
    if let made {
      made.reuseIdentifier = identifier
      giveLayoutAttributes(collectionViewLayout.shownAttributesForItem(at: indexPath), to: made)
      return made
    }
    UIKitException.raise(
      .internalInconsistencyException,
      "could not dequeue a view of kind: UICollectionElementKindCell with identifier "
        + "\(identifier) - must register a nib or a class for the identifier or connect a "
        + "prototype cell in a storyboard")
    let placeholder = UICollectionViewCell(frame: .zero)
    placeholder.reuseIdentifier = identifier
    return placeholder
  }

  /// Matches UIKit: a supplementary view of `elementKind` for `identifier`, reused or newly
  /// made; an unregistered identifier raises.
  public func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let key = Self.supplementaryKey(elementKind, identifier)
    let attributes = collectionViewLayout.shownAttributesForSupplementaryView(
      ofKind: elementKind, at: indexPath)
    if let view = supplementaryQueues[key]?.popLast() {
      view.prepareForReuse()
      giveLayoutAttributes(attributes, to: view)
      return view
    }
    let made: UICollectionReusableView?
    switch supplementaryRegistrations[key] {
    case .type(let type): made = type.init(registeredWithReuseIdentifier: identifier)
    case .nib(let nib): made = madeFromNib(nib, identifier: identifier)
    case .prototype(let prototype): made = prototype.make() as? UICollectionReusableView
    case nil: made = nil
    }
    if let made {
      made.reuseIdentifier = identifier
      made.reuseKind = elementKind
      giveLayoutAttributes(attributes, to: made)
      return made
    }
    UIKitException.raise(
      .internalInconsistencyException,
      "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must "
        + "register a nib or a class for the identifier or connect a prototype cell in a "
        + "storyboard")
    return UICollectionReusableView(frame: .zero)
  }

  /// Matches UIKit: a dequeued view already has the collection view's traits and its layout
  /// attributes (its frame, and a list cell its place in the list) when the data source
  /// configures it.
  private func giveLayoutAttributes(
    _ attributes: UICollectionViewLayoutAttributes?, to view: UICollectionReusableView
  ) {
    view.dequeuingList = self
    guard let attributes else { return }
    UIView.performWithoutAnimation { view.frame = attributes.frame }
    view.apply(attributes)
  }

  /// The one top-level view of `nib`, which must be a `View`; UIKit raises otherwise.
  private func madeFromNib<View: UICollectionReusableView>(_ nib: UINib, identifier: String)
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

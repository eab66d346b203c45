import Foundation
import UIKit

/// Benchmark 13: lists. A 100,000-row table scrolled every frame against the raw loop drawing
/// the same visible rows; resident memory from the top of the table to its bottom; the time
/// of `reloadData` of 100,000 rows, and of applying a 10,000-item diffable snapshot with 1,000
/// changes against Swift's `CollectionDifference` over the same arrays.
@MainActor
struct ListBenchmark {
  let configuration: Configuration

  private static let rowCount = 100_000
  private static let framesPerRepetition = 120
  private static let repetitions = 5
  /// How far the table scrolls each frame: a brisk flick's speed.
  private static let pointsPerFrame: CGFloat = 37

  func run() throws -> [BenchmarkRow] {
    let controller = RowsController(rowCount: Self.rowCount)
    let bench = try BenchmarkWindow(configuration: configuration, root: controller)
    defer { bench.close() }
    let table = controller.tableView!
    _ = bench.frameworkFrame()
    let (raw, skipped) = RawScene.text(
      from: bench.window.currentDisplayList, renderer: bench.renderer)
    defer { raw.destroyTextures() }
    let compared = InterleavedMeasurement.measure(
      repetitions: Self.repetitions, frames: Self.framesPerRepetition,
      framework: { _ in
        table.contentOffset.y += Self.pointsPerFrame
        return bench.frameworkFrame()
      },
      raw: { _ in bench.rawFrame(raw.draw(on:)) })
    return [
      BenchmarkRow(
        benchmark: "13. lists: 100,000-row table scrolling, frame time",
        configuration: configuration, compared: compared, maximumRatio: 1.2,
        detail: "raw draws the \(raw.fills.count) fills and \(raw.sprites.count) texts of one "
          + "screenful" + (skipped > 0 ? ", skipped \(skipped) items" : "")),
      memoryRow(table: table, controller: controller),
      reloadRow(table: table),
      diffableRow(),
    ]
  }

  /// Resident memory after the first 20,000 rows, then after laying out every screenful to
  /// the bottom. The first rows fill the bounded caches (the text measurement cache keeps 8,192
  /// lines, then starts over); what grows after them grows with the rows scrolled through.
  private func memoryRow(table: UITableView, controller: RowsController) -> BenchmarkRow {
    let end = table.contentSize.height - table.bounds.height
    let warmedUp = table.rectForRow(at: IndexPath(row: 20_000, section: 0)).minY
    func scroll(from start: CGFloat, to stop: CGFloat) {
      var offset = start
      while offset < stop {
        offset = min(stop, offset + table.bounds.height / 2)
        table.contentOffset.y = offset
        table.layoutIfNeeded()
      }
    }
    table.contentOffset.y = 0
    table.layoutIfNeeded()
    scroll(from: 0, to: warmedUp)
    let before = ReliabilityBenchmark.status("VmRSS")
    let (anonymousBefore, fileBefore) =
      (ReliabilityBenchmark.status("RssAnon"), ReliabilityBenchmark.status("RssFile"))
    let cellsBefore = controller.cellsMade
    scroll(from: warmedUp, to: end)
    let after = ReliabilityBenchmark.status("VmRSS")
    let (anonymousAfter, fileAfter) =
      (ReliabilityBenchmark.status("RssAnon"), ReliabilityBenchmark.status("RssFile"))
    let growth = (after - before) / before
    return BenchmarkRow(
      benchmark: "13. lists: RSS growth, rows 20,000 to 100,000",
      configuration: configuration, framework: String(format: "%+.1f %%", growth * 100),
      target: "≤ 5 %", verdict: growth <= 0.05 ? .pass : .fail,
      detail: String(
        format: "%.1f MiB before, %.1f MiB after (anonymous %.1f → %.1f, file-backed %.1f → "
          + "%.1f); cells made %d at row 20,000, %d at the bottom",
        before / 1_048_576, after / 1_048_576, anonymousBefore / 1_048_576,
        anonymousAfter / 1_048_576, fileBefore / 1_048_576, fileAfter / 1_048_576, cellsBefore,
        controller.cellsMade))
  }

  /// `reloadData` of the 100,000 rows and the layout of the screenful after it.
  private func reloadRow(table: UITableView) -> BenchmarkRow {
    let seconds = Self.time(repetitions: 5) {
      table.reloadData()
      table.layoutIfNeeded()
    }
    return BenchmarkRow(
      benchmark: "13. lists: reloadData of 100,000 rows", configuration: configuration,
      framework: Self.milliseconds(seconds), verdict: .info)
  }

  /// A 10,000-item snapshot with 500 deletions and 500 insertions applied to a collection
  /// view, against `CollectionDifference` over the same arrays.
  private func diffableRow() -> BenchmarkRow {
    let old = Array(0..<10_000)
    var new = old.filter { $0 % 20 != 0 }
    for index in stride(from: 0, to: 500, by: 1) { new.insert(20_000 + index, at: index * 19) }
    let collectionView = UICollectionView(
      frame: CGRect(origin: .zero, size: BenchmarkWindow.size),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain)))
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> {
      cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = "Item \(item)"
      cell.contentConfiguration = content
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    func snapshot(_ items: [Int]) -> NSDiffableDataSourceSnapshot<Int, Int> {
      var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems(items)
      return snapshot
    }
    let (oldSnapshot, newSnapshot) = (snapshot(old), snapshot(new))
    var applied = false
    let apply = Self.time(repetitions: 5) {
      dataSource.apply(applied ? oldSnapshot : newSnapshot, animatingDifferences: false)
      collectionView.layoutIfNeeded()
      applied.toggle()
    }
    var changes = 0
    let difference = Self.time(repetitions: 5) {
      changes = new.difference(from: old).inferringMoves().count
    }
    let ratio = apply / difference
    return BenchmarkRow(
      benchmark: "13. lists: apply 10,000-item snapshot, 1,000 changes",
      configuration: configuration, framework: Self.milliseconds(apply),
      raw: Self.milliseconds(difference), ratio: String(format: "%.2f×", ratio),
      target: "≤ 2×", verdict: ratio <= 2 ? .pass : .fail,
      detail: "raw: CollectionDifference over the arrays, \(changes) changes")
  }

  /// The median seconds of `body` over `repetitions` runs.
  private static func time(repetitions: Int, _ body: () -> Void) -> Double {
    var samples: [Double] = []
    for _ in 0..<repetitions {
      let start = Date()
      body()
      samples.append(Date().timeIntervalSince(start))
    }
    return samples.sorted()[samples.count / 2]
  }

  private static func milliseconds(_ seconds: Double) -> String {
    String(format: "%.1f ms", seconds * 1e3)
  }
}

/// A plain table of numbered rows, as the simplest iOS list writes it.
private final class RowsController: UITableViewController {
  let rowCount: Int
  private(set) var cellsMade = 0

  init(rowCount: Int) {
    self.rowCount = rowCount
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) {
    fatalError("built in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rowCount
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    if cell.textLabel?.text == nil { cellsMade += 1 }
    cell.textLabel?.text = "Row \(indexPath.row)"
    cell.accessoryType = .disclosureIndicator
    return cell
  }
}

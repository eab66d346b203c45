import Foundation
import Testing
import UIKit

@testable import SDLHost

/// Fringe meshes, rasterised here as a renderer that places corners between pixels (OpenGL)
/// does: each pixel's centre takes the opacity interpolated across the triangle holding it.
@Suite("Fringe meshes")
struct FringeMeshTests {
  static let angle = 20 * CGFloat.pi / 180
  /// A 40-pixel square centred at (50, 50), turned by 20°.
  static let mapping = CGAffineTransform(rotationAngle: angle)
    .concatenating(CGAffineTransform(translationX: 50, y: 50))
  static let square = CGRect(x: -20, y: -20, width: 40, height: 40)

  /// The opacity of the pixel centred at (x, y): the first triangle holding the centre,
  /// interpolated between its corners; 0 outside every triangle.
  private func opacity(_ mesh: FringeMesh, _ x: CGFloat, _ y: CGFloat) -> CGFloat {
    let (vertices, indices) = (mesh.vertices, mesh.indices)
    for start in stride(from: 0, to: indices.count, by: 3) {
      let (a, b, c) = (
        vertices[Int(indices[start])], vertices[Int(indices[start + 1])],
        vertices[Int(indices[start + 2])]
      )
      func cross(_ p: CGPoint, _ q: CGPoint) -> CGFloat {
        (q.x - p.x) * (y - p.y) - (q.y - p.y) * (x - p.x)
      }
      let area =
        (b.position.x - a.position.x) * (c.position.y - a.position.y)
        - (b.position.y - a.position.y) * (c.position.x - a.position.x)
      guard abs(area) > 1e-9 else { continue }
      let (u, v, w) = (
        cross(b.position, c.position) / area, cross(c.position, a.position) / area,
        cross(a.position, b.position) / area
      )
      guard u >= 0, v >= 0, w >= 0 else { continue }
      return u * CGFloat(a.alpha) + v * CGFloat(b.alpha) + w * CGFloat(c.alpha)
    }
    return 0
  }

  /// The share of the pixel at (x, y) inside the turned square, on a 16 × 16 grid of samples.
  private func exactCoverage(_ x: Int, _ y: Int) -> CGFloat {
    let inverse = Self.mapping.inverted()
    var inside = 0
    for row in 0..<16 {
      for column in 0..<16 {
        let point = CGPoint(
          x: CGFloat(x) + (CGFloat(column) + 0.5) / 16, y: CGFloat(y) + (CGFloat(row) + 0.5) / 16
        ).applying(inverse)
        if Self.square.contains(point) { inside += 1 }
      }
    }
    return CGFloat(inside) / 256
  }

  @Test("a turned square's pixels take the share of them it covers, within 0.05")
  func turnedSquare() throws {
    let shape = try #require(TransformedShape(rect: Self.square, mapping: Self.mapping))
    let polygons = try #require(shape.polygons())
    let mesh = try #require(FringeMesh(outer: polygons.outer, hole: nil))

    var edgePixels = 0
    for y in 15..<85 {
      for x in 15..<85 {
        let exact = exactCoverage(x, y)
        let drawn = opacity(mesh, CGFloat(x) + 0.5, CGFloat(y) + 0.5)
        #expect(abs(drawn - exact) < 0.05, "pixel (\(x), \(y)): \(drawn) for \(exact)")
        if exact > 0 && exact < 1 { edgePixels += 1 }
      }
    }
    // Ten triangles: the inside's two, and two on each side of the fringe.
    #expect(mesh.indices.count == 30)
    #expect(edgePixels > 150)
  }

  @Test("a turned border is opaque between its fringes and clear inside its hole")
  func turnedBorder() throws {
    let shape = try #require(
      TransformedShape(rect: Self.square, radius: 8, borderWidth: 4, mapping: Self.mapping))
    let polygons = try #require(shape.polygons())
    let hole = try #require(polygons.hole)
    let mesh = try #require(FringeMesh(outer: polygons.outer, hole: hole))

    let toTarget = { (x: CGFloat, y: CGFloat) in CGPoint(x: x, y: y).applying(Self.mapping) }
    let band = toTarget(0, -18)
    let middle = toTarget(0, 0)
    let outside = toTarget(0, -21)

    #expect(opacity(mesh, band.x, band.y) > 0.999)
    #expect(opacity(mesh, middle.x, middle.y) == 0)
    #expect(opacity(mesh, outside.x, outside.y) == 0)
    // Each pixel of the outline and the hole's edge is sampled the same way as by the coverage
    // the software renderer draws.
    for y in 15..<85 {
      for x in 15..<85 {
        let (centreX, centreY) = (CGFloat(x) + 0.5, CGFloat(y) + 0.5)
        let measured = shape.coverage(x: centreX, y: centreY)
        #expect(
          abs(opacity(mesh, centreX, centreY) - measured) < 0.06,
          "pixel (\(x), \(y)): \(opacity(mesh, centreX, centreY)) for \(measured)")
      }
    }
  }

  @Test("a radius or border width that is not a number draws an unrounded shape, or nothing")
  func notANumber() throws {
    let rounded = try #require(
      TransformedShape(rect: Self.square, radius: .nan, mapping: Self.mapping))
    let bordered = try #require(
      TransformedShape(rect: Self.square, borderWidth: .nan, mapping: Self.mapping))

    #expect(rounded.coverage(x: 50, y: 50) == 1)
    #expect(rounded.polygons()?.outer.count == 4)
    #expect(bordered.coverage(x: 50, y: 50) == 0)
    #expect(bordered.polygons() == nil)
  }
}

import Foundation

extension Path {
  /// The command structure that SMIL needs equal in every keyframe of a path animation: the
  /// verbs, each arc with its sweep direction (the SVG sweep flag).
  var animationStructure: [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(verbs.count)
    var index = 0
    for verb in verbs {
      var code = verb.rawValue << 1
      if verb == .arc {
        let arc = EllipticalArc(storage: points[index..<index + 5])
        if arc.svgParameters.sweepFlag { code |= 1 }
      }
      result.append(code)
      index += verb.pointCount
    }
    return result
  }

  /// How many `A` pieces of at most about 90° each arc needs, in order.
  var arcPieceCounts: [Int] {
    var result: [Int] = []
    var index = 0
    for verb in verbs {
      if verb == .arc {
        result.append(EllipticalArc(storage: points[index..<index + 5]).cubicCount)
      }
      index += verb.pointCount
    }
    return result
  }

  /// The same path with arc number k split into `pieces[k]` arcs of equal sweep, so that
  /// paths of one structure split alike write the same commands.
  func splittingArcs(into pieces: [Int]) -> Path {
    var result = Path()
    result.subpathStart = subpathStart
    result.isAfterClose = isAfterClose
    var index = 0
    var arcIndex = 0
    for verb in verbs {
      if verb == .arc {
        let arc = EllipticalArc(storage: points[index..<index + 5])
        let count = max(arcIndex < pieces.count ? pieces[arcIndex] : 1, 1)
        for piece in 0..<count {
          let subarc = arc.subarc(
            from: Double(piece) / Double(count), to: Double(piece + 1) / Double(count))
          result.verbs.append(.arc)
          result.points.append(contentsOf: subarc.storagePoints)
        }
        arcIndex += 1
      } else {
        result.verbs.append(verb)
        result.points.append(contentsOf: points[index..<index + verb.pointCount])
      }
      index += verb.pointCount
    }
    return result
  }

  /// The numbers of the path's non-compact SVG path data, in order, as SMIL interpolates
  /// them.
  ///
  /// They are the coordinates, and for each arc (split so that each is one `A` piece) its
  /// radii and rotation before its end point. The weight of a rotation turns degrees into the
  /// distance the ellipse's rim moves.
  var animationSample: KeyframeSample {
    var numbers: [Double] = []
    var weights: [Double] = []
    numbers.reserveCapacity(points.count * 2)
    let format = SVGNumberFormat()
    var index = 0
    for verb in verbs {
      switch verb {
      case .arc:
        let arc = EllipticalArc(storage: points[index..<index + 5])
        let parameters = arc.svgParameters
        // The rotation as the writer writes it.
        var rotation = parameters.rotation
        if format.rounded(rotation) <= -90 { rotation += 180 }
        if format.rounded(parameters.rx) == format.rounded(parameters.ry) { rotation = 0 }
        numbers += [parameters.rx, parameters.ry, rotation, arc.end.x, arc.end.y]
        weights += [1, 1, max(parameters.rx, parameters.ry) * .pi / 180, 1, 1]
      default:
        for point in points[index..<index + verb.pointCount] {
          numbers += [point.x, point.y]
          weights += [1, 1]
        }
      }
      index += verb.pointCount
    }
    return KeyframeSample(numbers: numbers, weights: weights)
  }
}

// source: Meng-03/buddy-mlir examples/BuddyBert/subgraph0.mlir 2d802c7ffdaedfc2cdb40f06fc6471bc4a1ca8c6
// modified for MLIR 22's TOSA by upgrade_tosa.py (run twice): tosa.const's values, shape operands, zero points, the shift operand and explicit rank broadcasts; the same computation
module {
  func.func @subgraph0(%arg0: tensor<1x5xi64>, %arg1: tensor<1x512xi64>, %arg2: tensor<30522x768xf32>, %arg3: tensor<1x5xi64>, %arg4: tensor<2x768xf32>, %arg5: tensor<1x5xi64>, %arg6: tensor<512x768xf32>, %arg7: tensor<768xf32>, %arg8: tensor<768xf32>, %arg9: tensor<768x768xf32>, %arg10: tensor<768xf32>, %arg11: tensor<768x768xf32>, %arg12: tensor<768xf32>, %arg13: tensor<768x768xf32>, %arg14: tensor<768xf32>, %arg15: tensor<768x768xf32>, %arg16: tensor<768xf32>, %arg17: tensor<768xf32>, %arg18: tensor<768xf32>, %arg19: tensor<3072x768xf32>, %arg20: tensor<3072xf32>, %arg21: tensor<768x3072xf32>, %arg22: tensor<768xf32>, %arg23: tensor<768xf32>, %arg24: tensor<768xf32>, %arg25: tensor<768x768xf32>, %arg26: tensor<768xf32>, %arg27: tensor<768x768xf32>, %arg28: tensor<768xf32>, %arg29: tensor<768x768xf32>, %arg30: tensor<768xf32>, %arg31: tensor<768x768xf32>, %arg32: tensor<768xf32>, %arg33: tensor<768xf32>, %arg34: tensor<768xf32>, %arg35: tensor<3072x768xf32>, %arg36: tensor<3072xf32>, %arg37: tensor<768x3072xf32>, %arg38: tensor<768xf32>, %arg39: tensor<768xf32>, %arg40: tensor<768xf32>, %arg41: tensor<768x768xf32>, %arg42: tensor<768xf32>, %arg43: tensor<768x768xf32>, %arg44: tensor<768xf32>, %arg45: tensor<768x768xf32>, %arg46: tensor<768xf32>, %arg47: tensor<768x768xf32>, %arg48: tensor<768xf32>, %arg49: tensor<768xf32>, %arg50: tensor<768xf32>, %arg51: tensor<3072x768xf32>, %arg52: tensor<3072xf32>, %arg53: tensor<768x3072xf32>, %arg54: tensor<768xf32>, %arg55: tensor<768xf32>, %arg56: tensor<768xf32>, %arg57: tensor<768x768xf32>, %arg58: tensor<768xf32>, %arg59: tensor<768x768xf32>, %arg60: tensor<768xf32>, %arg61: tensor<768x768xf32>, %arg62: tensor<768xf32>, %arg63: tensor<768x768xf32>, %arg64: tensor<768xf32>, %arg65: tensor<768xf32>, %arg66: tensor<768xf32>, %arg67: tensor<3072x768xf32>, %arg68: tensor<3072xf32>, %arg69: tensor<768x3072xf32>, %arg70: tensor<768xf32>, %arg71: tensor<768xf32>, %arg72: tensor<768xf32>, %arg73: tensor<768x768xf32>, %arg74: tensor<768xf32>, %arg75: tensor<768x768xf32>, %arg76: tensor<768xf32>, %arg77: tensor<768x768xf32>, %arg78: tensor<768xf32>, %arg79: tensor<768x768xf32>, %arg80: tensor<768xf32>, %arg81: tensor<768xf32>, %arg82: tensor<768xf32>, %arg83: tensor<3072x768xf32>, %arg84: tensor<3072xf32>, %arg85: tensor<768x3072xf32>, %arg86: tensor<768xf32>, %arg87: tensor<768xf32>, %arg88: tensor<768xf32>, %arg89: tensor<768x768xf32>, %arg90: tensor<768xf32>, %arg91: tensor<768x768xf32>, %arg92: tensor<768xf32>, %arg93: tensor<768x768xf32>, %arg94: tensor<768xf32>, %arg95: tensor<768x768xf32>, %arg96: tensor<768xf32>, %arg97: tensor<768xf32>, %arg98: tensor<768xf32>, %arg99: tensor<3072x768xf32>, %arg100: tensor<3072xf32>, %arg101: tensor<768x3072xf32>, %arg102: tensor<768xf32>, %arg103: tensor<768xf32>, %arg104: tensor<768xf32>, %arg105: tensor<768x768xf32>, %arg106: tensor<768xf32>, %arg107: tensor<768x768xf32>, %arg108: tensor<768xf32>, %arg109: tensor<768x768xf32>, %arg110: tensor<768xf32>, %arg111: tensor<768x768xf32>, %arg112: tensor<768xf32>, %arg113: tensor<768xf32>, %arg114: tensor<768xf32>, %arg115: tensor<3072x768xf32>, %arg116: tensor<3072xf32>, %arg117: tensor<768x3072xf32>, %arg118: tensor<768xf32>, %arg119: tensor<768xf32>, %arg120: tensor<768xf32>, %arg121: tensor<768x768xf32>, %arg122: tensor<768xf32>, %arg123: tensor<768x768xf32>, %arg124: tensor<768xf32>, %arg125: tensor<768x768xf32>, %arg126: tensor<768xf32>, %arg127: tensor<768x768xf32>, %arg128: tensor<768xf32>, %arg129: tensor<768xf32>, %arg130: tensor<768xf32>, %arg131: tensor<3072x768xf32>, %arg132: tensor<3072xf32>, %arg133: tensor<768x3072xf32>, %arg134: tensor<768xf32>, %arg135: tensor<768xf32>, %arg136: tensor<768xf32>, %arg137: tensor<768x768xf32>, %arg138: tensor<768xf32>, %arg139: tensor<768x768xf32>, %arg140: tensor<768xf32>, %arg141: tensor<768x768xf32>, %arg142: tensor<768xf32>, %arg143: tensor<768x768xf32>, %arg144: tensor<768xf32>, %arg145: tensor<768xf32>, %arg146: tensor<768xf32>, %arg147: tensor<3072x768xf32>, %arg148: tensor<3072xf32>, %arg149: tensor<768x3072xf32>, %arg150: tensor<768xf32>, %arg151: tensor<768xf32>, %arg152: tensor<768xf32>, %arg153: tensor<768x768xf32>, %arg154: tensor<768xf32>, %arg155: tensor<768x768xf32>, %arg156: tensor<768xf32>, %arg157: tensor<768x768xf32>, %arg158: tensor<768xf32>, %arg159: tensor<768x768xf32>, %arg160: tensor<768xf32>, %arg161: tensor<768xf32>, %arg162: tensor<768xf32>, %arg163: tensor<3072x768xf32>, %arg164: tensor<3072xf32>, %arg165: tensor<768x3072xf32>, %arg166: tensor<768xf32>, %arg167: tensor<768xf32>, %arg168: tensor<768xf32>, %arg169: tensor<768x768xf32>, %arg170: tensor<768xf32>, %arg171: tensor<768x768xf32>, %arg172: tensor<768xf32>, %arg173: tensor<768x768xf32>, %arg174: tensor<768xf32>, %arg175: tensor<768x768xf32>, %arg176: tensor<768xf32>, %arg177: tensor<768xf32>, %arg178: tensor<768xf32>, %arg179: tensor<3072x768xf32>, %arg180: tensor<3072xf32>, %arg181: tensor<768x3072xf32>, %arg182: tensor<768xf32>, %arg183: tensor<768xf32>, %arg184: tensor<768xf32>, %arg185: tensor<768x768xf32>, %arg186: tensor<768xf32>, %arg187: tensor<768x768xf32>, %arg188: tensor<768xf32>, %arg189: tensor<768x768xf32>, %arg190: tensor<768xf32>, %arg191: tensor<768x768xf32>, %arg192: tensor<768xf32>, %arg193: tensor<768xf32>, %arg194: tensor<768xf32>, %arg195: tensor<3072x768xf32>, %arg196: tensor<3072xf32>, %arg197: tensor<768x3072xf32>, %arg198: tensor<768xf32>, %arg199: tensor<768xf32>, %arg200: tensor<768xf32>, %arg201: tensor<768x768xf32>, %arg202: tensor<768xf32>, %arg203: tensor<6x768xf32>, %arg204: tensor<6xf32>) -> tensor<1x6xf32> {
    %kzp = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
    %kshift = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
    %extracted_slice = tensor.extract_slice %arg0[0, 0] [1, 5] [1, 1] : tensor<1x5xi64> to tensor<1x5xi64>
    %kshape_0 = tosa.const_shape {values = dense<[1, 1, 5]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %0 = tosa.reshape %extracted_slice, %kshape_0 : (tensor<1x5xi64>, !tosa.shape<3>) -> tensor<1x1x5xi64>
    %kshape_1 = tosa.const_shape {values = dense<[1, 1, 1, 5]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1 = tosa.reshape %0, %kshape_1 : (tensor<1x1x5xi64>, !tosa.shape<4>) -> tensor<1x1x1x5xi64>
    %extracted_slice_0 = tensor.extract_slice %1[0, 0, 0, 0] [1, 1, 1, 5] [1, 1, 1, 1] : tensor<1x1x1x5xi64> to tensor<1x1x1x5xi64>
    %2 = tosa.cast %extracted_slice_0 : (tensor<1x1x1x5xi64>) -> tensor<1x1x1x5xf32>
    %3 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x1x1x5xf32>}> : () -> tensor<1x1x1x5xf32>
    %4 = tosa.sub %3, %2 : (tensor<1x1x1x5xf32>, tensor<1x1x1x5xf32>) -> tensor<1x1x1x5xf32>
    %5 = "tosa.const"() <{values = dense<-3.40282347E+38> : tensor<1x1x1x5xf32>}> : () -> tensor<1x1x1x5xf32>
    %6 = tosa.mul %4, %5, %kshift : (tensor<1x1x1x5xf32>, tensor<1x1x1x5xf32>, tensor<1xi8>) -> tensor<1x1x1x5xf32>
    %extracted_slice_1 = tensor.extract_slice %arg1[0, 0] [1, 512] [1, 1] : tensor<1x512xi64> to tensor<1x512xi64>
    %extracted_slice_2 = tensor.extract_slice %extracted_slice_1[0, 0] [1, 5] [1, 1] : tensor<1x512xi64> to tensor<1x5xi64>
    %7 = tosa.cast %arg3 : (tensor<1x5xi64>) -> tensor<1x5xi32>
    %kshape_8 = tosa.const_shape {values = dense<[1, 30522, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %8 = tosa.reshape %arg2, %kshape_8 : (tensor<30522x768xf32>, !tosa.shape<3>) -> tensor<1x30522x768xf32>
    %9 = tosa.gather %8, %7 : (tensor<1x30522x768xf32>, tensor<1x5xi32>) -> tensor<1x5x768xf32>
    %kshape_10 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %10 = tosa.reshape %9, %kshape_10 : (tensor<1x5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %11 = tosa.cast %arg5 : (tensor<1x5xi64>) -> tensor<1x5xi32>
    %kshape_12 = tosa.const_shape {values = dense<[1, 2, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %12 = tosa.reshape %arg4, %kshape_12 : (tensor<2x768xf32>, !tosa.shape<3>) -> tensor<1x2x768xf32>
    %13 = tosa.gather %12, %11 : (tensor<1x2x768xf32>, tensor<1x5xi32>) -> tensor<1x5x768xf32>
    %kshape_14 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %14 = tosa.reshape %13, %kshape_14 : (tensor<1x5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %15 = tosa.add %10, %14 : (tensor<1x5x768xf32>, tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %16 = tosa.cast %extracted_slice_2 : (tensor<1x5xi64>) -> tensor<1x5xi32>
    %kshape_17 = tosa.const_shape {values = dense<[1, 512, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %17 = tosa.reshape %arg6, %kshape_17 : (tensor<512x768xf32>, !tosa.shape<3>) -> tensor<1x512x768xf32>
    %18 = tosa.gather %17, %16 : (tensor<1x512x768xf32>, tensor<1x5xi32>) -> tensor<1x5x768xf32>
    %kshape_19 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %19 = tosa.reshape %18, %kshape_19 : (tensor<1x5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %20 = tosa.add %15, %19 : (tensor<1x5x768xf32>, tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %21 = tosa.reduce_sum %20 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %22 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %23 = tosa.reciprocal %22 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_24s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_24 = tosa.reshape %23, %kbr_24s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %24 = tosa.mul %kbr_24, %21, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %25 = tosa.sub %20, %24 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %26 = tosa.mul %25, %25, %kshift : (tensor<1x5x768xf32>, tensor<1x5x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %27 = tosa.reduce_sum %26 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %28 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %29 = tosa.reciprocal %28 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_30s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_30 = tosa.reshape %29, %kbr_30s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %30 = tosa.mul %kbr_30, %27, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %31 = "tosa.const"() <{values = dense<9.99999996E-13> : tensor<1x5x1xf32>}> : () -> tensor<1x5x1xf32>
    %32 = tosa.add %30, %31 : (tensor<1x5x1xf32>, tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %33 = tosa.rsqrt %32 : (tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %34 = tosa.sub %20, %24 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %35 = tosa.mul %34, %33, %kshift : (tensor<1x5x768xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_36 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %36 = tosa.reshape %arg7, %kshape_36 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %37 = tosa.mul %35, %36, %kshift : (tensor<1x5x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_38 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %38 = tosa.reshape %arg8, %kshape_38 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %39 = tosa.add %37, %38 : (tensor<1x5x768xf32>, tensor<1x1x768xf32>) -> tensor<1x5x768xf32>
    %40 = tosa.identity %39 : (tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %kshape_41 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %41 = tosa.reshape %40, %kshape_41 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %42 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %43 = tosa.transpose %arg9 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_44 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %44 = tosa.reshape %41, %kshape_44 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_45 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %45 = tosa.reshape %43, %kshape_45 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %46 = tosa.matmul %44, %45, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_47 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %47 = tosa.reshape %46, %kshape_47 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_48 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %48 = tosa.reshape %arg10, %kshape_48 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %49 = tosa.add %48, %47 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_50 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %50 = tosa.reshape %49, %kshape_50 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_51 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %51 = tosa.reshape %40, %kshape_51 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %52 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %53 = tosa.transpose %arg11 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_54 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %54 = tosa.reshape %51, %kshape_54 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_55 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %55 = tosa.reshape %53, %kshape_55 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %56 = tosa.matmul %54, %55, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_57 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %57 = tosa.reshape %56, %kshape_57 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_58 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %58 = tosa.reshape %arg12, %kshape_58 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %59 = tosa.add %58, %57 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_60 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %60 = tosa.reshape %59, %kshape_60 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_61 = tosa.const_shape {values = dense<[1, 5, 12, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %61 = tosa.reshape %60, %kshape_61 : (tensor<1x5x768xf32>, !tosa.shape<4>) -> tensor<1x5x12x64xf32>
    %62 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %63 = tosa.transpose %61 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x5x12x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_64 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %64 = tosa.reshape %40, %kshape_64 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %65 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %66 = tosa.transpose %arg13 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_67 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %67 = tosa.reshape %64, %kshape_67 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_68 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %68 = tosa.reshape %66, %kshape_68 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %69 = tosa.matmul %67, %68, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_70 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %70 = tosa.reshape %69, %kshape_70 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_71 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %71 = tosa.reshape %arg14, %kshape_71 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %72 = tosa.add %71, %70 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_73 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %73 = tosa.reshape %72, %kshape_73 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_74 = tosa.const_shape {values = dense<[1, 5, 12, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %74 = tosa.reshape %73, %kshape_74 : (tensor<1x5x768xf32>, !tosa.shape<4>) -> tensor<1x5x12x64xf32>
    %75 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %76 = tosa.transpose %74 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x5x12x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_77 = tosa.const_shape {values = dense<[1, 5, 12, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %77 = tosa.reshape %50, %kshape_77 : (tensor<1x5x768xf32>, !tosa.shape<4>) -> tensor<1x5x12x64xf32>
    %78 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %79 = tosa.transpose %77 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x5x12x64xf32>) -> tensor<1x12x5x64xf32>
    %80 = "tosa.const"() <{values = dense<[0, 1, 3, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %81 = tosa.transpose %63 {perms = array<i32: 0, 1, 3, 2>} : (tensor<1x12x5x64xf32>) -> tensor<1x12x64x5xf32>
    %82 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x5x64xf32>}> : () -> tensor<1x12x5x64xf32>
    %83 = tosa.add %79, %82 : (tensor<1x12x5x64xf32>, tensor<1x12x5x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_84 = tosa.const_shape {values = dense<[12, 5, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %84 = tosa.reshape %83, %kshape_84 : (tensor<1x12x5x64xf32>, !tosa.shape<3>) -> tensor<12x5x64xf32>
    %85 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x64x5xf32>}> : () -> tensor<1x12x64x5xf32>
    %86 = tosa.add %81, %85 : (tensor<1x12x64x5xf32>, tensor<1x12x64x5xf32>) -> tensor<1x12x64x5xf32>
    %kshape_87 = tosa.const_shape {values = dense<[12, 64, 5]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %87 = tosa.reshape %86, %kshape_87 : (tensor<1x12x64x5xf32>, !tosa.shape<3>) -> tensor<12x64x5xf32>
    %88 = tosa.matmul %84, %87, %kzp, %kzp : (tensor<12x5x64xf32>, tensor<12x64x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x5x5xf32>
    %kshape_89 = tosa.const_shape {values = dense<[1, 12, 5, 5]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %89 = tosa.reshape %88, %kshape_89 : (tensor<12x5x5xf32>, !tosa.shape<4>) -> tensor<1x12x5x5xf32>
    %90 = "tosa.const"() <{values = dense<8.000000e+00> : tensor<1x12x5x5xf32>}> : () -> tensor<1x12x5x5xf32>
    %91 = tosa.reciprocal %90 : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %92 = tosa.mul %89, %91, %kshift : (tensor<1x12x5x5xf32>, tensor<1x12x5x5xf32>, tensor<1xi8>) -> tensor<1x12x5x5xf32>
    %93 = tosa.add %92, %6 : (tensor<1x12x5x5xf32>, tensor<1x1x1x5xf32>) -> tensor<1x12x5x5xf32>
    %94 = tosa.reduce_max %93 {axis = 3 : i32} : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x1xf32>
    %95 = tosa.sub %93, %94 : (tensor<1x12x5x5xf32>, tensor<1x12x5x1xf32>) -> tensor<1x12x5x5xf32>
    %96 = tosa.exp %95 : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %97 = tosa.reduce_sum %96 {axis = 3 : i32} : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x1xf32>
    %98 = tosa.reciprocal %97 : (tensor<1x12x5x1xf32>) -> tensor<1x12x5x1xf32>
    %99 = tosa.mul %96, %98, %kshift : (tensor<1x12x5x5xf32>, tensor<1x12x5x1xf32>, tensor<1xi8>) -> tensor<1x12x5x5xf32>
    %100 = tosa.identity %99 : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %101 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x5x5xf32>}> : () -> tensor<1x12x5x5xf32>
    %102 = tosa.add %100, %101 : (tensor<1x12x5x5xf32>, tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %kshape_103 = tosa.const_shape {values = dense<[12, 5, 5]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %103 = tosa.reshape %102, %kshape_103 : (tensor<1x12x5x5xf32>, !tosa.shape<3>) -> tensor<12x5x5xf32>
    %104 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x5x64xf32>}> : () -> tensor<1x12x5x64xf32>
    %105 = tosa.add %76, %104 : (tensor<1x12x5x64xf32>, tensor<1x12x5x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_106 = tosa.const_shape {values = dense<[12, 5, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %106 = tosa.reshape %105, %kshape_106 : (tensor<1x12x5x64xf32>, !tosa.shape<3>) -> tensor<12x5x64xf32>
    %107 = tosa.matmul %103, %106, %kzp, %kzp : (tensor<12x5x5xf32>, tensor<12x5x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x5x64xf32>
    %kshape_108 = tosa.const_shape {values = dense<[1, 12, 5, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %108 = tosa.reshape %107, %kshape_108 : (tensor<12x5x64xf32>, !tosa.shape<4>) -> tensor<1x12x5x64xf32>
    %109 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %110 = tosa.transpose %108 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x12x5x64xf32>) -> tensor<1x5x12x64xf32>
    %111 = tosa.identity %110 : (tensor<1x5x12x64xf32>) -> tensor<1x5x12x64xf32>
    %kshape_112 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %112 = tosa.reshape %111, %kshape_112 : (tensor<1x5x12x64xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_113 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %113 = tosa.reshape %112, %kshape_113 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %114 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %115 = tosa.transpose %arg15 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_116 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %116 = tosa.reshape %113, %kshape_116 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_117 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %117 = tosa.reshape %115, %kshape_117 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %118 = tosa.matmul %116, %117, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_119 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %119 = tosa.reshape %118, %kshape_119 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_120 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %120 = tosa.reshape %arg16, %kshape_120 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %121 = tosa.add %120, %119 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_122 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %122 = tosa.reshape %121, %kshape_122 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %123 = tosa.identity %122 : (tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %124 = tosa.add %123, %40 : (tensor<1x5x768xf32>, tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %125 = tosa.reduce_sum %124 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %126 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %127 = tosa.reciprocal %126 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_128s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_128 = tosa.reshape %127, %kbr_128s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %128 = tosa.mul %kbr_128, %125, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %129 = tosa.sub %124, %128 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %130 = tosa.mul %129, %129, %kshift : (tensor<1x5x768xf32>, tensor<1x5x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %131 = tosa.reduce_sum %130 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %132 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %133 = tosa.reciprocal %132 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_134s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_134 = tosa.reshape %133, %kbr_134s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %134 = tosa.mul %kbr_134, %131, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %135 = "tosa.const"() <{values = dense<9.99999996E-13> : tensor<1x5x1xf32>}> : () -> tensor<1x5x1xf32>
    %136 = tosa.add %134, %135 : (tensor<1x5x1xf32>, tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %137 = tosa.rsqrt %136 : (tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %138 = tosa.sub %124, %128 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %139 = tosa.mul %138, %137, %kshift : (tensor<1x5x768xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_140 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %140 = tosa.reshape %arg17, %kshape_140 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %141 = tosa.mul %139, %140, %kshift : (tensor<1x5x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_142 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %142 = tosa.reshape %arg18, %kshape_142 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %143 = tosa.add %141, %142 : (tensor<1x5x768xf32>, tensor<1x1x768xf32>) -> tensor<1x5x768xf32>
    %kshape_144 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %144 = tosa.reshape %143, %kshape_144 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %145 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %146 = tosa.transpose %arg19 {perms = array<i32: 1, 0>} : (tensor<3072x768xf32>) -> tensor<768x3072xf32>
    %kshape_147 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %147 = tosa.reshape %144, %kshape_147 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_148 = tosa.const_shape {values = dense<[1, 768, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %148 = tosa.reshape %146, %kshape_148 : (tensor<768x3072xf32>, !tosa.shape<3>) -> tensor<1x768x3072xf32>
    %149 = tosa.matmul %147, %148, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x3072xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x3072xf32>
    %kshape_150 = tosa.const_shape {values = dense<[5, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %150 = tosa.reshape %149, %kshape_150 : (tensor<1x5x3072xf32>, !tosa.shape<2>) -> tensor<5x3072xf32>
    %kshape_151 = tosa.const_shape {values = dense<[1, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %151 = tosa.reshape %arg20, %kshape_151 : (tensor<3072xf32>, !tosa.shape<2>) -> tensor<1x3072xf32>
    %152 = tosa.add %151, %150 : (tensor<1x3072xf32>, tensor<5x3072xf32>) -> tensor<5x3072xf32>
    %kshape_153 = tosa.const_shape {values = dense<[1, 5, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %153 = tosa.reshape %152, %kshape_153 : (tensor<5x3072xf32>, !tosa.shape<3>) -> tensor<1x5x3072xf32>
    %154 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x5x3072xf32>}> : () -> tensor<1x5x3072xf32>
    %155 = tosa.mul %153, %154, %kshift : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>, tensor<1xi8>) -> tensor<1x5x3072xf32>
    %156 = "tosa.const"() <{values = dense<0.707106769> : tensor<1x5x3072xf32>}> : () -> tensor<1x5x3072xf32>
    %157 = tosa.mul %153, %156, %kshift : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>, tensor<1xi8>) -> tensor<1x5x3072xf32>
    %158 = math.erf %157 : tensor<1x5x3072xf32>
    %159 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x5x3072xf32>}> : () -> tensor<1x5x3072xf32>
    %160 = tosa.add %158, %159 : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>) -> tensor<1x5x3072xf32>
    %161 = tosa.mul %155, %160, %kshift : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>, tensor<1xi8>) -> tensor<1x5x3072xf32>
    %kshape_162 = tosa.const_shape {values = dense<[5, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %162 = tosa.reshape %161, %kshape_162 : (tensor<1x5x3072xf32>, !tosa.shape<2>) -> tensor<5x3072xf32>
    %163 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %164 = tosa.transpose %arg21 {perms = array<i32: 1, 0>} : (tensor<768x3072xf32>) -> tensor<3072x768xf32>
    %kshape_165 = tosa.const_shape {values = dense<[1, 5, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %165 = tosa.reshape %162, %kshape_165 : (tensor<5x3072xf32>, !tosa.shape<3>) -> tensor<1x5x3072xf32>
    %kshape_166 = tosa.const_shape {values = dense<[1, 3072, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %166 = tosa.reshape %164, %kshape_166 : (tensor<3072x768xf32>, !tosa.shape<3>) -> tensor<1x3072x768xf32>
    %167 = tosa.matmul %165, %166, %kzp, %kzp : (tensor<1x5x3072xf32>, tensor<1x3072x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_168 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %168 = tosa.reshape %167, %kshape_168 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_169 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %169 = tosa.reshape %arg22, %kshape_169 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %170 = tosa.add %169, %168 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_171 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %171 = tosa.reshape %170, %kshape_171 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %172 = tosa.identity %171 : (tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %173 = tosa.add %172, %143 : (tensor<1x5x768xf32>, tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %174 = tosa.reduce_sum %173 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %175 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %176 = tosa.reciprocal %175 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_177s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_177 = tosa.reshape %176, %kbr_177s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %177 = tosa.mul %kbr_177, %174, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %178 = tosa.sub %173, %177 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %179 = tosa.mul %178, %178, %kshift : (tensor<1x5x768xf32>, tensor<1x5x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %180 = tosa.reduce_sum %179 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %181 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %182 = tosa.reciprocal %181 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_183s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_183 = tosa.reshape %182, %kbr_183s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %183 = tosa.mul %kbr_183, %180, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %184 = "tosa.const"() <{values = dense<9.99999996E-13> : tensor<1x5x1xf32>}> : () -> tensor<1x5x1xf32>
    %185 = tosa.add %183, %184 : (tensor<1x5x1xf32>, tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %186 = tosa.rsqrt %185 : (tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %187 = tosa.sub %173, %177 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %188 = tosa.mul %187, %186, %kshift : (tensor<1x5x768xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_189 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %189 = tosa.reshape %arg23, %kshape_189 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %190 = tosa.mul %188, %189, %kshift : (tensor<1x5x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_191 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %191 = tosa.reshape %arg24, %kshape_191 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %192 = tosa.add %190, %191 : (tensor<1x5x768xf32>, tensor<1x1x768xf32>) -> tensor<1x5x768xf32>
    %kshape_193 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %193 = tosa.reshape %192, %kshape_193 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %194 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %195 = tosa.transpose %arg25 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_196 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %196 = tosa.reshape %193, %kshape_196 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_197 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %197 = tosa.reshape %195, %kshape_197 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %198 = tosa.matmul %196, %197, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_199 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %199 = tosa.reshape %198, %kshape_199 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_200 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %200 = tosa.reshape %arg26, %kshape_200 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %201 = tosa.add %200, %199 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_202 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %202 = tosa.reshape %201, %kshape_202 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_203 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %203 = tosa.reshape %192, %kshape_203 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %204 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %205 = tosa.transpose %arg27 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_206 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %206 = tosa.reshape %203, %kshape_206 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_207 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %207 = tosa.reshape %205, %kshape_207 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %208 = tosa.matmul %206, %207, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_209 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %209 = tosa.reshape %208, %kshape_209 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_210 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %210 = tosa.reshape %arg28, %kshape_210 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %211 = tosa.add %210, %209 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_212 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %212 = tosa.reshape %211, %kshape_212 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_213 = tosa.const_shape {values = dense<[1, 5, 12, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %213 = tosa.reshape %212, %kshape_213 : (tensor<1x5x768xf32>, !tosa.shape<4>) -> tensor<1x5x12x64xf32>
    %214 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %215 = tosa.transpose %213 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x5x12x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_216 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %216 = tosa.reshape %192, %kshape_216 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %217 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %218 = tosa.transpose %arg29 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_219 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %219 = tosa.reshape %216, %kshape_219 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_220 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %220 = tosa.reshape %218, %kshape_220 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %221 = tosa.matmul %219, %220, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_222 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %222 = tosa.reshape %221, %kshape_222 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_223 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %223 = tosa.reshape %arg30, %kshape_223 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %224 = tosa.add %223, %222 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_225 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %225 = tosa.reshape %224, %kshape_225 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_226 = tosa.const_shape {values = dense<[1, 5, 12, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %226 = tosa.reshape %225, %kshape_226 : (tensor<1x5x768xf32>, !tosa.shape<4>) -> tensor<1x5x12x64xf32>
    %227 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %228 = tosa.transpose %226 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x5x12x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_229 = tosa.const_shape {values = dense<[1, 5, 12, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %229 = tosa.reshape %202, %kshape_229 : (tensor<1x5x768xf32>, !tosa.shape<4>) -> tensor<1x5x12x64xf32>
    %230 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %231 = tosa.transpose %229 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x5x12x64xf32>) -> tensor<1x12x5x64xf32>
    %232 = "tosa.const"() <{values = dense<[0, 1, 3, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %233 = tosa.transpose %215 {perms = array<i32: 0, 1, 3, 2>} : (tensor<1x12x5x64xf32>) -> tensor<1x12x64x5xf32>
    %234 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x5x64xf32>}> : () -> tensor<1x12x5x64xf32>
    %235 = tosa.add %231, %234 : (tensor<1x12x5x64xf32>, tensor<1x12x5x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_236 = tosa.const_shape {values = dense<[12, 5, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %236 = tosa.reshape %235, %kshape_236 : (tensor<1x12x5x64xf32>, !tosa.shape<3>) -> tensor<12x5x64xf32>
    %237 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x64x5xf32>}> : () -> tensor<1x12x64x5xf32>
    %238 = tosa.add %233, %237 : (tensor<1x12x64x5xf32>, tensor<1x12x64x5xf32>) -> tensor<1x12x64x5xf32>
    %kshape_239 = tosa.const_shape {values = dense<[12, 64, 5]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %239 = tosa.reshape %238, %kshape_239 : (tensor<1x12x64x5xf32>, !tosa.shape<3>) -> tensor<12x64x5xf32>
    %240 = tosa.matmul %236, %239, %kzp, %kzp : (tensor<12x5x64xf32>, tensor<12x64x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x5x5xf32>
    %kshape_241 = tosa.const_shape {values = dense<[1, 12, 5, 5]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %241 = tosa.reshape %240, %kshape_241 : (tensor<12x5x5xf32>, !tosa.shape<4>) -> tensor<1x12x5x5xf32>
    %242 = "tosa.const"() <{values = dense<8.000000e+00> : tensor<1x12x5x5xf32>}> : () -> tensor<1x12x5x5xf32>
    %243 = tosa.reciprocal %242 : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %244 = tosa.mul %241, %243, %kshift : (tensor<1x12x5x5xf32>, tensor<1x12x5x5xf32>, tensor<1xi8>) -> tensor<1x12x5x5xf32>
    %245 = tosa.add %244, %6 : (tensor<1x12x5x5xf32>, tensor<1x1x1x5xf32>) -> tensor<1x12x5x5xf32>
    %246 = tosa.reduce_max %245 {axis = 3 : i32} : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x1xf32>
    %247 = tosa.sub %245, %246 : (tensor<1x12x5x5xf32>, tensor<1x12x5x1xf32>) -> tensor<1x12x5x5xf32>
    %248 = tosa.exp %247 : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %249 = tosa.reduce_sum %248 {axis = 3 : i32} : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x1xf32>
    %250 = tosa.reciprocal %249 : (tensor<1x12x5x1xf32>) -> tensor<1x12x5x1xf32>
    %251 = tosa.mul %248, %250, %kshift : (tensor<1x12x5x5xf32>, tensor<1x12x5x1xf32>, tensor<1xi8>) -> tensor<1x12x5x5xf32>
    %252 = tosa.identity %251 : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %253 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x5x5xf32>}> : () -> tensor<1x12x5x5xf32>
    %254 = tosa.add %252, %253 : (tensor<1x12x5x5xf32>, tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %kshape_255 = tosa.const_shape {values = dense<[12, 5, 5]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %255 = tosa.reshape %254, %kshape_255 : (tensor<1x12x5x5xf32>, !tosa.shape<3>) -> tensor<12x5x5xf32>
    %256 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x5x64xf32>}> : () -> tensor<1x12x5x64xf32>
    %257 = tosa.add %228, %256 : (tensor<1x12x5x64xf32>, tensor<1x12x5x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_258 = tosa.const_shape {values = dense<[12, 5, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %258 = tosa.reshape %257, %kshape_258 : (tensor<1x12x5x64xf32>, !tosa.shape<3>) -> tensor<12x5x64xf32>
    %259 = tosa.matmul %255, %258, %kzp, %kzp : (tensor<12x5x5xf32>, tensor<12x5x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x5x64xf32>
    %kshape_260 = tosa.const_shape {values = dense<[1, 12, 5, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %260 = tosa.reshape %259, %kshape_260 : (tensor<12x5x64xf32>, !tosa.shape<4>) -> tensor<1x12x5x64xf32>
    %261 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %262 = tosa.transpose %260 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x12x5x64xf32>) -> tensor<1x5x12x64xf32>
    %263 = tosa.identity %262 : (tensor<1x5x12x64xf32>) -> tensor<1x5x12x64xf32>
    %kshape_264 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %264 = tosa.reshape %263, %kshape_264 : (tensor<1x5x12x64xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_265 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %265 = tosa.reshape %264, %kshape_265 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %266 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %267 = tosa.transpose %arg31 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_268 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %268 = tosa.reshape %265, %kshape_268 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_269 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %269 = tosa.reshape %267, %kshape_269 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %270 = tosa.matmul %268, %269, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_271 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %271 = tosa.reshape %270, %kshape_271 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_272 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %272 = tosa.reshape %arg32, %kshape_272 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %273 = tosa.add %272, %271 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_274 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %274 = tosa.reshape %273, %kshape_274 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %275 = tosa.identity %274 : (tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %276 = tosa.add %275, %192 : (tensor<1x5x768xf32>, tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %277 = tosa.reduce_sum %276 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %278 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %279 = tosa.reciprocal %278 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_280s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_280 = tosa.reshape %279, %kbr_280s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %280 = tosa.mul %kbr_280, %277, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %281 = tosa.sub %276, %280 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %282 = tosa.mul %281, %281, %kshift : (tensor<1x5x768xf32>, tensor<1x5x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %283 = tosa.reduce_sum %282 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %284 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %285 = tosa.reciprocal %284 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_286s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_286 = tosa.reshape %285, %kbr_286s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %286 = tosa.mul %kbr_286, %283, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %287 = "tosa.const"() <{values = dense<9.99999996E-13> : tensor<1x5x1xf32>}> : () -> tensor<1x5x1xf32>
    %288 = tosa.add %286, %287 : (tensor<1x5x1xf32>, tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %289 = tosa.rsqrt %288 : (tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %290 = tosa.sub %276, %280 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %291 = tosa.mul %290, %289, %kshift : (tensor<1x5x768xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_292 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %292 = tosa.reshape %arg33, %kshape_292 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %293 = tosa.mul %291, %292, %kshift : (tensor<1x5x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_294 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %294 = tosa.reshape %arg34, %kshape_294 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %295 = tosa.add %293, %294 : (tensor<1x5x768xf32>, tensor<1x1x768xf32>) -> tensor<1x5x768xf32>
    %kshape_296 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %296 = tosa.reshape %295, %kshape_296 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %297 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %298 = tosa.transpose %arg35 {perms = array<i32: 1, 0>} : (tensor<3072x768xf32>) -> tensor<768x3072xf32>
    %kshape_299 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %299 = tosa.reshape %296, %kshape_299 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_300 = tosa.const_shape {values = dense<[1, 768, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %300 = tosa.reshape %298, %kshape_300 : (tensor<768x3072xf32>, !tosa.shape<3>) -> tensor<1x768x3072xf32>
    %301 = tosa.matmul %299, %300, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x3072xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x3072xf32>
    %kshape_302 = tosa.const_shape {values = dense<[5, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %302 = tosa.reshape %301, %kshape_302 : (tensor<1x5x3072xf32>, !tosa.shape<2>) -> tensor<5x3072xf32>
    %kshape_303 = tosa.const_shape {values = dense<[1, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %303 = tosa.reshape %arg36, %kshape_303 : (tensor<3072xf32>, !tosa.shape<2>) -> tensor<1x3072xf32>
    %304 = tosa.add %303, %302 : (tensor<1x3072xf32>, tensor<5x3072xf32>) -> tensor<5x3072xf32>
    %kshape_305 = tosa.const_shape {values = dense<[1, 5, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %305 = tosa.reshape %304, %kshape_305 : (tensor<5x3072xf32>, !tosa.shape<3>) -> tensor<1x5x3072xf32>
    %306 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x5x3072xf32>}> : () -> tensor<1x5x3072xf32>
    %307 = tosa.mul %305, %306, %kshift : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>, tensor<1xi8>) -> tensor<1x5x3072xf32>
    %308 = "tosa.const"() <{values = dense<0.707106769> : tensor<1x5x3072xf32>}> : () -> tensor<1x5x3072xf32>
    %309 = tosa.mul %305, %308, %kshift : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>, tensor<1xi8>) -> tensor<1x5x3072xf32>
    %310 = math.erf %309 : tensor<1x5x3072xf32>
    %311 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x5x3072xf32>}> : () -> tensor<1x5x3072xf32>
    %312 = tosa.add %310, %311 : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>) -> tensor<1x5x3072xf32>
    %313 = tosa.mul %307, %312, %kshift : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>, tensor<1xi8>) -> tensor<1x5x3072xf32>
    %kshape_314 = tosa.const_shape {values = dense<[5, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %314 = tosa.reshape %313, %kshape_314 : (tensor<1x5x3072xf32>, !tosa.shape<2>) -> tensor<5x3072xf32>
    %315 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %316 = tosa.transpose %arg37 {perms = array<i32: 1, 0>} : (tensor<768x3072xf32>) -> tensor<3072x768xf32>
    %kshape_317 = tosa.const_shape {values = dense<[1, 5, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %317 = tosa.reshape %314, %kshape_317 : (tensor<5x3072xf32>, !tosa.shape<3>) -> tensor<1x5x3072xf32>
    %kshape_318 = tosa.const_shape {values = dense<[1, 3072, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %318 = tosa.reshape %316, %kshape_318 : (tensor<3072x768xf32>, !tosa.shape<3>) -> tensor<1x3072x768xf32>
    %319 = tosa.matmul %317, %318, %kzp, %kzp : (tensor<1x5x3072xf32>, tensor<1x3072x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_320 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %320 = tosa.reshape %319, %kshape_320 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_321 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %321 = tosa.reshape %arg38, %kshape_321 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %322 = tosa.add %321, %320 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_323 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %323 = tosa.reshape %322, %kshape_323 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %324 = tosa.identity %323 : (tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %325 = tosa.add %324, %295 : (tensor<1x5x768xf32>, tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %326 = tosa.reduce_sum %325 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %327 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %328 = tosa.reciprocal %327 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_329s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_329 = tosa.reshape %328, %kbr_329s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %329 = tosa.mul %kbr_329, %326, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %330 = tosa.sub %325, %329 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %331 = tosa.mul %330, %330, %kshift : (tensor<1x5x768xf32>, tensor<1x5x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %332 = tosa.reduce_sum %331 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %333 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %334 = tosa.reciprocal %333 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_335s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_335 = tosa.reshape %334, %kbr_335s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %335 = tosa.mul %kbr_335, %332, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %336 = "tosa.const"() <{values = dense<9.99999996E-13> : tensor<1x5x1xf32>}> : () -> tensor<1x5x1xf32>
    %337 = tosa.add %335, %336 : (tensor<1x5x1xf32>, tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %338 = tosa.rsqrt %337 : (tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %339 = tosa.sub %325, %329 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %340 = tosa.mul %339, %338, %kshift : (tensor<1x5x768xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_341 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %341 = tosa.reshape %arg39, %kshape_341 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %342 = tosa.mul %340, %341, %kshift : (tensor<1x5x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_343 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %343 = tosa.reshape %arg40, %kshape_343 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %344 = tosa.add %342, %343 : (tensor<1x5x768xf32>, tensor<1x1x768xf32>) -> tensor<1x5x768xf32>
    %kshape_345 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %345 = tosa.reshape %344, %kshape_345 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %346 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %347 = tosa.transpose %arg41 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_348 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %348 = tosa.reshape %345, %kshape_348 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_349 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %349 = tosa.reshape %347, %kshape_349 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %350 = tosa.matmul %348, %349, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_351 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %351 = tosa.reshape %350, %kshape_351 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_352 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %352 = tosa.reshape %arg42, %kshape_352 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %353 = tosa.add %352, %351 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_354 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %354 = tosa.reshape %353, %kshape_354 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_355 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %355 = tosa.reshape %344, %kshape_355 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %356 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %357 = tosa.transpose %arg43 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_358 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %358 = tosa.reshape %355, %kshape_358 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_359 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %359 = tosa.reshape %357, %kshape_359 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %360 = tosa.matmul %358, %359, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_361 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %361 = tosa.reshape %360, %kshape_361 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_362 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %362 = tosa.reshape %arg44, %kshape_362 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %363 = tosa.add %362, %361 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_364 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %364 = tosa.reshape %363, %kshape_364 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_365 = tosa.const_shape {values = dense<[1, 5, 12, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %365 = tosa.reshape %364, %kshape_365 : (tensor<1x5x768xf32>, !tosa.shape<4>) -> tensor<1x5x12x64xf32>
    %366 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %367 = tosa.transpose %365 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x5x12x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_368 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %368 = tosa.reshape %344, %kshape_368 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %369 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %370 = tosa.transpose %arg45 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_371 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %371 = tosa.reshape %368, %kshape_371 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_372 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %372 = tosa.reshape %370, %kshape_372 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %373 = tosa.matmul %371, %372, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_374 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %374 = tosa.reshape %373, %kshape_374 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_375 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %375 = tosa.reshape %arg46, %kshape_375 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %376 = tosa.add %375, %374 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_377 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %377 = tosa.reshape %376, %kshape_377 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_378 = tosa.const_shape {values = dense<[1, 5, 12, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %378 = tosa.reshape %377, %kshape_378 : (tensor<1x5x768xf32>, !tosa.shape<4>) -> tensor<1x5x12x64xf32>
    %379 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %380 = tosa.transpose %378 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x5x12x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_381 = tosa.const_shape {values = dense<[1, 5, 12, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %381 = tosa.reshape %354, %kshape_381 : (tensor<1x5x768xf32>, !tosa.shape<4>) -> tensor<1x5x12x64xf32>
    %382 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %383 = tosa.transpose %381 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x5x12x64xf32>) -> tensor<1x12x5x64xf32>
    %384 = "tosa.const"() <{values = dense<[0, 1, 3, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %385 = tosa.transpose %367 {perms = array<i32: 0, 1, 3, 2>} : (tensor<1x12x5x64xf32>) -> tensor<1x12x64x5xf32>
    %386 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x5x64xf32>}> : () -> tensor<1x12x5x64xf32>
    %387 = tosa.add %383, %386 : (tensor<1x12x5x64xf32>, tensor<1x12x5x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_388 = tosa.const_shape {values = dense<[12, 5, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %388 = tosa.reshape %387, %kshape_388 : (tensor<1x12x5x64xf32>, !tosa.shape<3>) -> tensor<12x5x64xf32>
    %389 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x64x5xf32>}> : () -> tensor<1x12x64x5xf32>
    %390 = tosa.add %385, %389 : (tensor<1x12x64x5xf32>, tensor<1x12x64x5xf32>) -> tensor<1x12x64x5xf32>
    %kshape_391 = tosa.const_shape {values = dense<[12, 64, 5]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %391 = tosa.reshape %390, %kshape_391 : (tensor<1x12x64x5xf32>, !tosa.shape<3>) -> tensor<12x64x5xf32>
    %392 = tosa.matmul %388, %391, %kzp, %kzp : (tensor<12x5x64xf32>, tensor<12x64x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x5x5xf32>
    %kshape_393 = tosa.const_shape {values = dense<[1, 12, 5, 5]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %393 = tosa.reshape %392, %kshape_393 : (tensor<12x5x5xf32>, !tosa.shape<4>) -> tensor<1x12x5x5xf32>
    %394 = "tosa.const"() <{values = dense<8.000000e+00> : tensor<1x12x5x5xf32>}> : () -> tensor<1x12x5x5xf32>
    %395 = tosa.reciprocal %394 : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %396 = tosa.mul %393, %395, %kshift : (tensor<1x12x5x5xf32>, tensor<1x12x5x5xf32>, tensor<1xi8>) -> tensor<1x12x5x5xf32>
    %397 = tosa.add %396, %6 : (tensor<1x12x5x5xf32>, tensor<1x1x1x5xf32>) -> tensor<1x12x5x5xf32>
    %398 = tosa.reduce_max %397 {axis = 3 : i32} : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x1xf32>
    %399 = tosa.sub %397, %398 : (tensor<1x12x5x5xf32>, tensor<1x12x5x1xf32>) -> tensor<1x12x5x5xf32>
    %400 = tosa.exp %399 : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %401 = tosa.reduce_sum %400 {axis = 3 : i32} : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x1xf32>
    %402 = tosa.reciprocal %401 : (tensor<1x12x5x1xf32>) -> tensor<1x12x5x1xf32>
    %403 = tosa.mul %400, %402, %kshift : (tensor<1x12x5x5xf32>, tensor<1x12x5x1xf32>, tensor<1xi8>) -> tensor<1x12x5x5xf32>
    %404 = tosa.identity %403 : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %405 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x5x5xf32>}> : () -> tensor<1x12x5x5xf32>
    %406 = tosa.add %404, %405 : (tensor<1x12x5x5xf32>, tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %kshape_407 = tosa.const_shape {values = dense<[12, 5, 5]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %407 = tosa.reshape %406, %kshape_407 : (tensor<1x12x5x5xf32>, !tosa.shape<3>) -> tensor<12x5x5xf32>
    %408 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x5x64xf32>}> : () -> tensor<1x12x5x64xf32>
    %409 = tosa.add %380, %408 : (tensor<1x12x5x64xf32>, tensor<1x12x5x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_410 = tosa.const_shape {values = dense<[12, 5, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %410 = tosa.reshape %409, %kshape_410 : (tensor<1x12x5x64xf32>, !tosa.shape<3>) -> tensor<12x5x64xf32>
    %411 = tosa.matmul %407, %410, %kzp, %kzp : (tensor<12x5x5xf32>, tensor<12x5x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x5x64xf32>
    %kshape_412 = tosa.const_shape {values = dense<[1, 12, 5, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %412 = tosa.reshape %411, %kshape_412 : (tensor<12x5x64xf32>, !tosa.shape<4>) -> tensor<1x12x5x64xf32>
    %413 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %414 = tosa.transpose %412 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x12x5x64xf32>) -> tensor<1x5x12x64xf32>
    %415 = tosa.identity %414 : (tensor<1x5x12x64xf32>) -> tensor<1x5x12x64xf32>
    %kshape_416 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %416 = tosa.reshape %415, %kshape_416 : (tensor<1x5x12x64xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_417 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %417 = tosa.reshape %416, %kshape_417 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %418 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %419 = tosa.transpose %arg47 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_420 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %420 = tosa.reshape %417, %kshape_420 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_421 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %421 = tosa.reshape %419, %kshape_421 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %422 = tosa.matmul %420, %421, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_423 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %423 = tosa.reshape %422, %kshape_423 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_424 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %424 = tosa.reshape %arg48, %kshape_424 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %425 = tosa.add %424, %423 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_426 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %426 = tosa.reshape %425, %kshape_426 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %427 = tosa.identity %426 : (tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %428 = tosa.add %427, %344 : (tensor<1x5x768xf32>, tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %429 = tosa.reduce_sum %428 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %430 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %431 = tosa.reciprocal %430 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_432s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_432 = tosa.reshape %431, %kbr_432s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %432 = tosa.mul %kbr_432, %429, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %433 = tosa.sub %428, %432 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %434 = tosa.mul %433, %433, %kshift : (tensor<1x5x768xf32>, tensor<1x5x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %435 = tosa.reduce_sum %434 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %436 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %437 = tosa.reciprocal %436 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_438s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_438 = tosa.reshape %437, %kbr_438s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %438 = tosa.mul %kbr_438, %435, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %439 = "tosa.const"() <{values = dense<9.99999996E-13> : tensor<1x5x1xf32>}> : () -> tensor<1x5x1xf32>
    %440 = tosa.add %438, %439 : (tensor<1x5x1xf32>, tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %441 = tosa.rsqrt %440 : (tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %442 = tosa.sub %428, %432 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %443 = tosa.mul %442, %441, %kshift : (tensor<1x5x768xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_444 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %444 = tosa.reshape %arg49, %kshape_444 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %445 = tosa.mul %443, %444, %kshift : (tensor<1x5x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_446 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %446 = tosa.reshape %arg50, %kshape_446 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %447 = tosa.add %445, %446 : (tensor<1x5x768xf32>, tensor<1x1x768xf32>) -> tensor<1x5x768xf32>
    %kshape_448 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %448 = tosa.reshape %447, %kshape_448 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %449 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %450 = tosa.transpose %arg51 {perms = array<i32: 1, 0>} : (tensor<3072x768xf32>) -> tensor<768x3072xf32>
    %kshape_451 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %451 = tosa.reshape %448, %kshape_451 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_452 = tosa.const_shape {values = dense<[1, 768, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %452 = tosa.reshape %450, %kshape_452 : (tensor<768x3072xf32>, !tosa.shape<3>) -> tensor<1x768x3072xf32>
    %453 = tosa.matmul %451, %452, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x3072xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x3072xf32>
    %kshape_454 = tosa.const_shape {values = dense<[5, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %454 = tosa.reshape %453, %kshape_454 : (tensor<1x5x3072xf32>, !tosa.shape<2>) -> tensor<5x3072xf32>
    %kshape_455 = tosa.const_shape {values = dense<[1, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %455 = tosa.reshape %arg52, %kshape_455 : (tensor<3072xf32>, !tosa.shape<2>) -> tensor<1x3072xf32>
    %456 = tosa.add %455, %454 : (tensor<1x3072xf32>, tensor<5x3072xf32>) -> tensor<5x3072xf32>
    %kshape_457 = tosa.const_shape {values = dense<[1, 5, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %457 = tosa.reshape %456, %kshape_457 : (tensor<5x3072xf32>, !tosa.shape<3>) -> tensor<1x5x3072xf32>
    %458 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x5x3072xf32>}> : () -> tensor<1x5x3072xf32>
    %459 = tosa.mul %457, %458, %kshift : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>, tensor<1xi8>) -> tensor<1x5x3072xf32>
    %460 = "tosa.const"() <{values = dense<0.707106769> : tensor<1x5x3072xf32>}> : () -> tensor<1x5x3072xf32>
    %461 = tosa.mul %457, %460, %kshift : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>, tensor<1xi8>) -> tensor<1x5x3072xf32>
    %462 = math.erf %461 : tensor<1x5x3072xf32>
    %463 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x5x3072xf32>}> : () -> tensor<1x5x3072xf32>
    %464 = tosa.add %462, %463 : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>) -> tensor<1x5x3072xf32>
    %465 = tosa.mul %459, %464, %kshift : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>, tensor<1xi8>) -> tensor<1x5x3072xf32>
    %kshape_466 = tosa.const_shape {values = dense<[5, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %466 = tosa.reshape %465, %kshape_466 : (tensor<1x5x3072xf32>, !tosa.shape<2>) -> tensor<5x3072xf32>
    %467 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %468 = tosa.transpose %arg53 {perms = array<i32: 1, 0>} : (tensor<768x3072xf32>) -> tensor<3072x768xf32>
    %kshape_469 = tosa.const_shape {values = dense<[1, 5, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %469 = tosa.reshape %466, %kshape_469 : (tensor<5x3072xf32>, !tosa.shape<3>) -> tensor<1x5x3072xf32>
    %kshape_470 = tosa.const_shape {values = dense<[1, 3072, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %470 = tosa.reshape %468, %kshape_470 : (tensor<3072x768xf32>, !tosa.shape<3>) -> tensor<1x3072x768xf32>
    %471 = tosa.matmul %469, %470, %kzp, %kzp : (tensor<1x5x3072xf32>, tensor<1x3072x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_472 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %472 = tosa.reshape %471, %kshape_472 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_473 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %473 = tosa.reshape %arg54, %kshape_473 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %474 = tosa.add %473, %472 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_475 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %475 = tosa.reshape %474, %kshape_475 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %476 = tosa.identity %475 : (tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %477 = tosa.add %476, %447 : (tensor<1x5x768xf32>, tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %478 = tosa.reduce_sum %477 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %479 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %480 = tosa.reciprocal %479 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_481s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_481 = tosa.reshape %480, %kbr_481s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %481 = tosa.mul %kbr_481, %478, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %482 = tosa.sub %477, %481 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %483 = tosa.mul %482, %482, %kshift : (tensor<1x5x768xf32>, tensor<1x5x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %484 = tosa.reduce_sum %483 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %485 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %486 = tosa.reciprocal %485 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_487s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_487 = tosa.reshape %486, %kbr_487s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %487 = tosa.mul %kbr_487, %484, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %488 = "tosa.const"() <{values = dense<9.99999996E-13> : tensor<1x5x1xf32>}> : () -> tensor<1x5x1xf32>
    %489 = tosa.add %487, %488 : (tensor<1x5x1xf32>, tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %490 = tosa.rsqrt %489 : (tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %491 = tosa.sub %477, %481 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %492 = tosa.mul %491, %490, %kshift : (tensor<1x5x768xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_493 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %493 = tosa.reshape %arg55, %kshape_493 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %494 = tosa.mul %492, %493, %kshift : (tensor<1x5x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_495 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %495 = tosa.reshape %arg56, %kshape_495 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %496 = tosa.add %494, %495 : (tensor<1x5x768xf32>, tensor<1x1x768xf32>) -> tensor<1x5x768xf32>
    %kshape_497 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %497 = tosa.reshape %496, %kshape_497 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %498 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %499 = tosa.transpose %arg57 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_500 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %500 = tosa.reshape %497, %kshape_500 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_501 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %501 = tosa.reshape %499, %kshape_501 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %502 = tosa.matmul %500, %501, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_503 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %503 = tosa.reshape %502, %kshape_503 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_504 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %504 = tosa.reshape %arg58, %kshape_504 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %505 = tosa.add %504, %503 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_506 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %506 = tosa.reshape %505, %kshape_506 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_507 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %507 = tosa.reshape %496, %kshape_507 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %508 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %509 = tosa.transpose %arg59 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_510 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %510 = tosa.reshape %507, %kshape_510 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_511 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %511 = tosa.reshape %509, %kshape_511 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %512 = tosa.matmul %510, %511, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_513 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %513 = tosa.reshape %512, %kshape_513 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_514 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %514 = tosa.reshape %arg60, %kshape_514 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %515 = tosa.add %514, %513 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_516 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %516 = tosa.reshape %515, %kshape_516 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_517 = tosa.const_shape {values = dense<[1, 5, 12, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %517 = tosa.reshape %516, %kshape_517 : (tensor<1x5x768xf32>, !tosa.shape<4>) -> tensor<1x5x12x64xf32>
    %518 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %519 = tosa.transpose %517 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x5x12x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_520 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %520 = tosa.reshape %496, %kshape_520 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %521 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %522 = tosa.transpose %arg61 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_523 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %523 = tosa.reshape %520, %kshape_523 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_524 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %524 = tosa.reshape %522, %kshape_524 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %525 = tosa.matmul %523, %524, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_526 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %526 = tosa.reshape %525, %kshape_526 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_527 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %527 = tosa.reshape %arg62, %kshape_527 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %528 = tosa.add %527, %526 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_529 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %529 = tosa.reshape %528, %kshape_529 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_530 = tosa.const_shape {values = dense<[1, 5, 12, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %530 = tosa.reshape %529, %kshape_530 : (tensor<1x5x768xf32>, !tosa.shape<4>) -> tensor<1x5x12x64xf32>
    %531 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %532 = tosa.transpose %530 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x5x12x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_533 = tosa.const_shape {values = dense<[1, 5, 12, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %533 = tosa.reshape %506, %kshape_533 : (tensor<1x5x768xf32>, !tosa.shape<4>) -> tensor<1x5x12x64xf32>
    %534 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %535 = tosa.transpose %533 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x5x12x64xf32>) -> tensor<1x12x5x64xf32>
    %536 = "tosa.const"() <{values = dense<[0, 1, 3, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %537 = tosa.transpose %519 {perms = array<i32: 0, 1, 3, 2>} : (tensor<1x12x5x64xf32>) -> tensor<1x12x64x5xf32>
    %538 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x5x64xf32>}> : () -> tensor<1x12x5x64xf32>
    %539 = tosa.add %535, %538 : (tensor<1x12x5x64xf32>, tensor<1x12x5x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_540 = tosa.const_shape {values = dense<[12, 5, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %540 = tosa.reshape %539, %kshape_540 : (tensor<1x12x5x64xf32>, !tosa.shape<3>) -> tensor<12x5x64xf32>
    %541 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x64x5xf32>}> : () -> tensor<1x12x64x5xf32>
    %542 = tosa.add %537, %541 : (tensor<1x12x64x5xf32>, tensor<1x12x64x5xf32>) -> tensor<1x12x64x5xf32>
    %kshape_543 = tosa.const_shape {values = dense<[12, 64, 5]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %543 = tosa.reshape %542, %kshape_543 : (tensor<1x12x64x5xf32>, !tosa.shape<3>) -> tensor<12x64x5xf32>
    %544 = tosa.matmul %540, %543, %kzp, %kzp : (tensor<12x5x64xf32>, tensor<12x64x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x5x5xf32>
    %kshape_545 = tosa.const_shape {values = dense<[1, 12, 5, 5]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %545 = tosa.reshape %544, %kshape_545 : (tensor<12x5x5xf32>, !tosa.shape<4>) -> tensor<1x12x5x5xf32>
    %546 = "tosa.const"() <{values = dense<8.000000e+00> : tensor<1x12x5x5xf32>}> : () -> tensor<1x12x5x5xf32>
    %547 = tosa.reciprocal %546 : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %548 = tosa.mul %545, %547, %kshift : (tensor<1x12x5x5xf32>, tensor<1x12x5x5xf32>, tensor<1xi8>) -> tensor<1x12x5x5xf32>
    %549 = tosa.add %548, %6 : (tensor<1x12x5x5xf32>, tensor<1x1x1x5xf32>) -> tensor<1x12x5x5xf32>
    %550 = tosa.reduce_max %549 {axis = 3 : i32} : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x1xf32>
    %551 = tosa.sub %549, %550 : (tensor<1x12x5x5xf32>, tensor<1x12x5x1xf32>) -> tensor<1x12x5x5xf32>
    %552 = tosa.exp %551 : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %553 = tosa.reduce_sum %552 {axis = 3 : i32} : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x1xf32>
    %554 = tosa.reciprocal %553 : (tensor<1x12x5x1xf32>) -> tensor<1x12x5x1xf32>
    %555 = tosa.mul %552, %554, %kshift : (tensor<1x12x5x5xf32>, tensor<1x12x5x1xf32>, tensor<1xi8>) -> tensor<1x12x5x5xf32>
    %556 = tosa.identity %555 : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %557 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x5x5xf32>}> : () -> tensor<1x12x5x5xf32>
    %558 = tosa.add %556, %557 : (tensor<1x12x5x5xf32>, tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %kshape_559 = tosa.const_shape {values = dense<[12, 5, 5]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %559 = tosa.reshape %558, %kshape_559 : (tensor<1x12x5x5xf32>, !tosa.shape<3>) -> tensor<12x5x5xf32>
    %560 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x5x64xf32>}> : () -> tensor<1x12x5x64xf32>
    %561 = tosa.add %532, %560 : (tensor<1x12x5x64xf32>, tensor<1x12x5x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_562 = tosa.const_shape {values = dense<[12, 5, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %562 = tosa.reshape %561, %kshape_562 : (tensor<1x12x5x64xf32>, !tosa.shape<3>) -> tensor<12x5x64xf32>
    %563 = tosa.matmul %559, %562, %kzp, %kzp : (tensor<12x5x5xf32>, tensor<12x5x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x5x64xf32>
    %kshape_564 = tosa.const_shape {values = dense<[1, 12, 5, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %564 = tosa.reshape %563, %kshape_564 : (tensor<12x5x64xf32>, !tosa.shape<4>) -> tensor<1x12x5x64xf32>
    %565 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %566 = tosa.transpose %564 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x12x5x64xf32>) -> tensor<1x5x12x64xf32>
    %567 = tosa.identity %566 : (tensor<1x5x12x64xf32>) -> tensor<1x5x12x64xf32>
    %kshape_568 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %568 = tosa.reshape %567, %kshape_568 : (tensor<1x5x12x64xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_569 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %569 = tosa.reshape %568, %kshape_569 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %570 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %571 = tosa.transpose %arg63 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_572 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %572 = tosa.reshape %569, %kshape_572 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_573 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %573 = tosa.reshape %571, %kshape_573 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %574 = tosa.matmul %572, %573, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_575 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %575 = tosa.reshape %574, %kshape_575 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_576 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %576 = tosa.reshape %arg64, %kshape_576 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %577 = tosa.add %576, %575 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_578 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %578 = tosa.reshape %577, %kshape_578 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %579 = tosa.identity %578 : (tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %580 = tosa.add %579, %496 : (tensor<1x5x768xf32>, tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %581 = tosa.reduce_sum %580 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %582 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %583 = tosa.reciprocal %582 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_584s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_584 = tosa.reshape %583, %kbr_584s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %584 = tosa.mul %kbr_584, %581, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %585 = tosa.sub %580, %584 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %586 = tosa.mul %585, %585, %kshift : (tensor<1x5x768xf32>, tensor<1x5x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %587 = tosa.reduce_sum %586 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %588 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %589 = tosa.reciprocal %588 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_590s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_590 = tosa.reshape %589, %kbr_590s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %590 = tosa.mul %kbr_590, %587, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %591 = "tosa.const"() <{values = dense<9.99999996E-13> : tensor<1x5x1xf32>}> : () -> tensor<1x5x1xf32>
    %592 = tosa.add %590, %591 : (tensor<1x5x1xf32>, tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %593 = tosa.rsqrt %592 : (tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %594 = tosa.sub %580, %584 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %595 = tosa.mul %594, %593, %kshift : (tensor<1x5x768xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_596 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %596 = tosa.reshape %arg65, %kshape_596 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %597 = tosa.mul %595, %596, %kshift : (tensor<1x5x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_598 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %598 = tosa.reshape %arg66, %kshape_598 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %599 = tosa.add %597, %598 : (tensor<1x5x768xf32>, tensor<1x1x768xf32>) -> tensor<1x5x768xf32>
    %kshape_600 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %600 = tosa.reshape %599, %kshape_600 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %601 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %602 = tosa.transpose %arg67 {perms = array<i32: 1, 0>} : (tensor<3072x768xf32>) -> tensor<768x3072xf32>
    %kshape_603 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %603 = tosa.reshape %600, %kshape_603 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_604 = tosa.const_shape {values = dense<[1, 768, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %604 = tosa.reshape %602, %kshape_604 : (tensor<768x3072xf32>, !tosa.shape<3>) -> tensor<1x768x3072xf32>
    %605 = tosa.matmul %603, %604, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x3072xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x3072xf32>
    %kshape_606 = tosa.const_shape {values = dense<[5, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %606 = tosa.reshape %605, %kshape_606 : (tensor<1x5x3072xf32>, !tosa.shape<2>) -> tensor<5x3072xf32>
    %kshape_607 = tosa.const_shape {values = dense<[1, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %607 = tosa.reshape %arg68, %kshape_607 : (tensor<3072xf32>, !tosa.shape<2>) -> tensor<1x3072xf32>
    %608 = tosa.add %607, %606 : (tensor<1x3072xf32>, tensor<5x3072xf32>) -> tensor<5x3072xf32>
    %kshape_609 = tosa.const_shape {values = dense<[1, 5, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %609 = tosa.reshape %608, %kshape_609 : (tensor<5x3072xf32>, !tosa.shape<3>) -> tensor<1x5x3072xf32>
    %610 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x5x3072xf32>}> : () -> tensor<1x5x3072xf32>
    %611 = tosa.mul %609, %610, %kshift : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>, tensor<1xi8>) -> tensor<1x5x3072xf32>
    %612 = "tosa.const"() <{values = dense<0.707106769> : tensor<1x5x3072xf32>}> : () -> tensor<1x5x3072xf32>
    %613 = tosa.mul %609, %612, %kshift : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>, tensor<1xi8>) -> tensor<1x5x3072xf32>
    %614 = math.erf %613 : tensor<1x5x3072xf32>
    %615 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x5x3072xf32>}> : () -> tensor<1x5x3072xf32>
    %616 = tosa.add %614, %615 : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>) -> tensor<1x5x3072xf32>
    %617 = tosa.mul %611, %616, %kshift : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>, tensor<1xi8>) -> tensor<1x5x3072xf32>
    %kshape_618 = tosa.const_shape {values = dense<[5, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %618 = tosa.reshape %617, %kshape_618 : (tensor<1x5x3072xf32>, !tosa.shape<2>) -> tensor<5x3072xf32>
    %619 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %620 = tosa.transpose %arg69 {perms = array<i32: 1, 0>} : (tensor<768x3072xf32>) -> tensor<3072x768xf32>
    %kshape_621 = tosa.const_shape {values = dense<[1, 5, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %621 = tosa.reshape %618, %kshape_621 : (tensor<5x3072xf32>, !tosa.shape<3>) -> tensor<1x5x3072xf32>
    %kshape_622 = tosa.const_shape {values = dense<[1, 3072, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %622 = tosa.reshape %620, %kshape_622 : (tensor<3072x768xf32>, !tosa.shape<3>) -> tensor<1x3072x768xf32>
    %623 = tosa.matmul %621, %622, %kzp, %kzp : (tensor<1x5x3072xf32>, tensor<1x3072x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_624 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %624 = tosa.reshape %623, %kshape_624 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_625 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %625 = tosa.reshape %arg70, %kshape_625 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %626 = tosa.add %625, %624 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_627 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %627 = tosa.reshape %626, %kshape_627 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %628 = tosa.identity %627 : (tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %629 = tosa.add %628, %599 : (tensor<1x5x768xf32>, tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %630 = tosa.reduce_sum %629 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %631 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %632 = tosa.reciprocal %631 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_633s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_633 = tosa.reshape %632, %kbr_633s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %633 = tosa.mul %kbr_633, %630, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %634 = tosa.sub %629, %633 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %635 = tosa.mul %634, %634, %kshift : (tensor<1x5x768xf32>, tensor<1x5x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %636 = tosa.reduce_sum %635 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %637 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %638 = tosa.reciprocal %637 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_639s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_639 = tosa.reshape %638, %kbr_639s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %639 = tosa.mul %kbr_639, %636, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %640 = "tosa.const"() <{values = dense<9.99999996E-13> : tensor<1x5x1xf32>}> : () -> tensor<1x5x1xf32>
    %641 = tosa.add %639, %640 : (tensor<1x5x1xf32>, tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %642 = tosa.rsqrt %641 : (tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %643 = tosa.sub %629, %633 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %644 = tosa.mul %643, %642, %kshift : (tensor<1x5x768xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_645 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %645 = tosa.reshape %arg71, %kshape_645 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %646 = tosa.mul %644, %645, %kshift : (tensor<1x5x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_647 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %647 = tosa.reshape %arg72, %kshape_647 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %648 = tosa.add %646, %647 : (tensor<1x5x768xf32>, tensor<1x1x768xf32>) -> tensor<1x5x768xf32>
    %kshape_649 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %649 = tosa.reshape %648, %kshape_649 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %650 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %651 = tosa.transpose %arg73 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_652 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %652 = tosa.reshape %649, %kshape_652 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_653 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %653 = tosa.reshape %651, %kshape_653 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %654 = tosa.matmul %652, %653, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_655 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %655 = tosa.reshape %654, %kshape_655 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_656 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %656 = tosa.reshape %arg74, %kshape_656 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %657 = tosa.add %656, %655 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_658 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %658 = tosa.reshape %657, %kshape_658 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_659 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %659 = tosa.reshape %648, %kshape_659 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %660 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %661 = tosa.transpose %arg75 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_662 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %662 = tosa.reshape %659, %kshape_662 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_663 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %663 = tosa.reshape %661, %kshape_663 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %664 = tosa.matmul %662, %663, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_665 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %665 = tosa.reshape %664, %kshape_665 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_666 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %666 = tosa.reshape %arg76, %kshape_666 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %667 = tosa.add %666, %665 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_668 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %668 = tosa.reshape %667, %kshape_668 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_669 = tosa.const_shape {values = dense<[1, 5, 12, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %669 = tosa.reshape %668, %kshape_669 : (tensor<1x5x768xf32>, !tosa.shape<4>) -> tensor<1x5x12x64xf32>
    %670 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %671 = tosa.transpose %669 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x5x12x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_672 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %672 = tosa.reshape %648, %kshape_672 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %673 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %674 = tosa.transpose %arg77 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_675 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %675 = tosa.reshape %672, %kshape_675 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_676 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %676 = tosa.reshape %674, %kshape_676 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %677 = tosa.matmul %675, %676, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_678 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %678 = tosa.reshape %677, %kshape_678 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_679 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %679 = tosa.reshape %arg78, %kshape_679 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %680 = tosa.add %679, %678 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_681 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %681 = tosa.reshape %680, %kshape_681 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_682 = tosa.const_shape {values = dense<[1, 5, 12, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %682 = tosa.reshape %681, %kshape_682 : (tensor<1x5x768xf32>, !tosa.shape<4>) -> tensor<1x5x12x64xf32>
    %683 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %684 = tosa.transpose %682 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x5x12x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_685 = tosa.const_shape {values = dense<[1, 5, 12, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %685 = tosa.reshape %658, %kshape_685 : (tensor<1x5x768xf32>, !tosa.shape<4>) -> tensor<1x5x12x64xf32>
    %686 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %687 = tosa.transpose %685 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x5x12x64xf32>) -> tensor<1x12x5x64xf32>
    %688 = "tosa.const"() <{values = dense<[0, 1, 3, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %689 = tosa.transpose %671 {perms = array<i32: 0, 1, 3, 2>} : (tensor<1x12x5x64xf32>) -> tensor<1x12x64x5xf32>
    %690 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x5x64xf32>}> : () -> tensor<1x12x5x64xf32>
    %691 = tosa.add %687, %690 : (tensor<1x12x5x64xf32>, tensor<1x12x5x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_692 = tosa.const_shape {values = dense<[12, 5, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %692 = tosa.reshape %691, %kshape_692 : (tensor<1x12x5x64xf32>, !tosa.shape<3>) -> tensor<12x5x64xf32>
    %693 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x64x5xf32>}> : () -> tensor<1x12x64x5xf32>
    %694 = tosa.add %689, %693 : (tensor<1x12x64x5xf32>, tensor<1x12x64x5xf32>) -> tensor<1x12x64x5xf32>
    %kshape_695 = tosa.const_shape {values = dense<[12, 64, 5]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %695 = tosa.reshape %694, %kshape_695 : (tensor<1x12x64x5xf32>, !tosa.shape<3>) -> tensor<12x64x5xf32>
    %696 = tosa.matmul %692, %695, %kzp, %kzp : (tensor<12x5x64xf32>, tensor<12x64x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x5x5xf32>
    %kshape_697 = tosa.const_shape {values = dense<[1, 12, 5, 5]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %697 = tosa.reshape %696, %kshape_697 : (tensor<12x5x5xf32>, !tosa.shape<4>) -> tensor<1x12x5x5xf32>
    %698 = "tosa.const"() <{values = dense<8.000000e+00> : tensor<1x12x5x5xf32>}> : () -> tensor<1x12x5x5xf32>
    %699 = tosa.reciprocal %698 : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %700 = tosa.mul %697, %699, %kshift : (tensor<1x12x5x5xf32>, tensor<1x12x5x5xf32>, tensor<1xi8>) -> tensor<1x12x5x5xf32>
    %701 = tosa.add %700, %6 : (tensor<1x12x5x5xf32>, tensor<1x1x1x5xf32>) -> tensor<1x12x5x5xf32>
    %702 = tosa.reduce_max %701 {axis = 3 : i32} : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x1xf32>
    %703 = tosa.sub %701, %702 : (tensor<1x12x5x5xf32>, tensor<1x12x5x1xf32>) -> tensor<1x12x5x5xf32>
    %704 = tosa.exp %703 : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %705 = tosa.reduce_sum %704 {axis = 3 : i32} : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x1xf32>
    %706 = tosa.reciprocal %705 : (tensor<1x12x5x1xf32>) -> tensor<1x12x5x1xf32>
    %707 = tosa.mul %704, %706, %kshift : (tensor<1x12x5x5xf32>, tensor<1x12x5x1xf32>, tensor<1xi8>) -> tensor<1x12x5x5xf32>
    %708 = tosa.identity %707 : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %709 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x5x5xf32>}> : () -> tensor<1x12x5x5xf32>
    %710 = tosa.add %708, %709 : (tensor<1x12x5x5xf32>, tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %kshape_711 = tosa.const_shape {values = dense<[12, 5, 5]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %711 = tosa.reshape %710, %kshape_711 : (tensor<1x12x5x5xf32>, !tosa.shape<3>) -> tensor<12x5x5xf32>
    %712 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x5x64xf32>}> : () -> tensor<1x12x5x64xf32>
    %713 = tosa.add %684, %712 : (tensor<1x12x5x64xf32>, tensor<1x12x5x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_714 = tosa.const_shape {values = dense<[12, 5, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %714 = tosa.reshape %713, %kshape_714 : (tensor<1x12x5x64xf32>, !tosa.shape<3>) -> tensor<12x5x64xf32>
    %715 = tosa.matmul %711, %714, %kzp, %kzp : (tensor<12x5x5xf32>, tensor<12x5x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x5x64xf32>
    %kshape_716 = tosa.const_shape {values = dense<[1, 12, 5, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %716 = tosa.reshape %715, %kshape_716 : (tensor<12x5x64xf32>, !tosa.shape<4>) -> tensor<1x12x5x64xf32>
    %717 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %718 = tosa.transpose %716 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x12x5x64xf32>) -> tensor<1x5x12x64xf32>
    %719 = tosa.identity %718 : (tensor<1x5x12x64xf32>) -> tensor<1x5x12x64xf32>
    %kshape_720 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %720 = tosa.reshape %719, %kshape_720 : (tensor<1x5x12x64xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_721 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %721 = tosa.reshape %720, %kshape_721 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %722 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %723 = tosa.transpose %arg79 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_724 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %724 = tosa.reshape %721, %kshape_724 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_725 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %725 = tosa.reshape %723, %kshape_725 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %726 = tosa.matmul %724, %725, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_727 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %727 = tosa.reshape %726, %kshape_727 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_728 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %728 = tosa.reshape %arg80, %kshape_728 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %729 = tosa.add %728, %727 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_730 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %730 = tosa.reshape %729, %kshape_730 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %731 = tosa.identity %730 : (tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %732 = tosa.add %731, %648 : (tensor<1x5x768xf32>, tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %733 = tosa.reduce_sum %732 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %734 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %735 = tosa.reciprocal %734 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_736s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_736 = tosa.reshape %735, %kbr_736s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %736 = tosa.mul %kbr_736, %733, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %737 = tosa.sub %732, %736 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %738 = tosa.mul %737, %737, %kshift : (tensor<1x5x768xf32>, tensor<1x5x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %739 = tosa.reduce_sum %738 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %740 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %741 = tosa.reciprocal %740 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_742s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_742 = tosa.reshape %741, %kbr_742s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %742 = tosa.mul %kbr_742, %739, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %743 = "tosa.const"() <{values = dense<9.99999996E-13> : tensor<1x5x1xf32>}> : () -> tensor<1x5x1xf32>
    %744 = tosa.add %742, %743 : (tensor<1x5x1xf32>, tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %745 = tosa.rsqrt %744 : (tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %746 = tosa.sub %732, %736 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %747 = tosa.mul %746, %745, %kshift : (tensor<1x5x768xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_748 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %748 = tosa.reshape %arg81, %kshape_748 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %749 = tosa.mul %747, %748, %kshift : (tensor<1x5x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_750 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %750 = tosa.reshape %arg82, %kshape_750 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %751 = tosa.add %749, %750 : (tensor<1x5x768xf32>, tensor<1x1x768xf32>) -> tensor<1x5x768xf32>
    %kshape_752 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %752 = tosa.reshape %751, %kshape_752 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %753 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %754 = tosa.transpose %arg83 {perms = array<i32: 1, 0>} : (tensor<3072x768xf32>) -> tensor<768x3072xf32>
    %kshape_755 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %755 = tosa.reshape %752, %kshape_755 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_756 = tosa.const_shape {values = dense<[1, 768, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %756 = tosa.reshape %754, %kshape_756 : (tensor<768x3072xf32>, !tosa.shape<3>) -> tensor<1x768x3072xf32>
    %757 = tosa.matmul %755, %756, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x3072xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x3072xf32>
    %kshape_758 = tosa.const_shape {values = dense<[5, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %758 = tosa.reshape %757, %kshape_758 : (tensor<1x5x3072xf32>, !tosa.shape<2>) -> tensor<5x3072xf32>
    %kshape_759 = tosa.const_shape {values = dense<[1, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %759 = tosa.reshape %arg84, %kshape_759 : (tensor<3072xf32>, !tosa.shape<2>) -> tensor<1x3072xf32>
    %760 = tosa.add %759, %758 : (tensor<1x3072xf32>, tensor<5x3072xf32>) -> tensor<5x3072xf32>
    %kshape_761 = tosa.const_shape {values = dense<[1, 5, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %761 = tosa.reshape %760, %kshape_761 : (tensor<5x3072xf32>, !tosa.shape<3>) -> tensor<1x5x3072xf32>
    %762 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x5x3072xf32>}> : () -> tensor<1x5x3072xf32>
    %763 = tosa.mul %761, %762, %kshift : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>, tensor<1xi8>) -> tensor<1x5x3072xf32>
    %764 = "tosa.const"() <{values = dense<0.707106769> : tensor<1x5x3072xf32>}> : () -> tensor<1x5x3072xf32>
    %765 = tosa.mul %761, %764, %kshift : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>, tensor<1xi8>) -> tensor<1x5x3072xf32>
    %766 = math.erf %765 : tensor<1x5x3072xf32>
    %767 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x5x3072xf32>}> : () -> tensor<1x5x3072xf32>
    %768 = tosa.add %766, %767 : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>) -> tensor<1x5x3072xf32>
    %769 = tosa.mul %763, %768, %kshift : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>, tensor<1xi8>) -> tensor<1x5x3072xf32>
    %kshape_770 = tosa.const_shape {values = dense<[5, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %770 = tosa.reshape %769, %kshape_770 : (tensor<1x5x3072xf32>, !tosa.shape<2>) -> tensor<5x3072xf32>
    %771 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %772 = tosa.transpose %arg85 {perms = array<i32: 1, 0>} : (tensor<768x3072xf32>) -> tensor<3072x768xf32>
    %kshape_773 = tosa.const_shape {values = dense<[1, 5, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %773 = tosa.reshape %770, %kshape_773 : (tensor<5x3072xf32>, !tosa.shape<3>) -> tensor<1x5x3072xf32>
    %kshape_774 = tosa.const_shape {values = dense<[1, 3072, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %774 = tosa.reshape %772, %kshape_774 : (tensor<3072x768xf32>, !tosa.shape<3>) -> tensor<1x3072x768xf32>
    %775 = tosa.matmul %773, %774, %kzp, %kzp : (tensor<1x5x3072xf32>, tensor<1x3072x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_776 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %776 = tosa.reshape %775, %kshape_776 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_777 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %777 = tosa.reshape %arg86, %kshape_777 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %778 = tosa.add %777, %776 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_779 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %779 = tosa.reshape %778, %kshape_779 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %780 = tosa.identity %779 : (tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %781 = tosa.add %780, %751 : (tensor<1x5x768xf32>, tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %782 = tosa.reduce_sum %781 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %783 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %784 = tosa.reciprocal %783 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_785s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_785 = tosa.reshape %784, %kbr_785s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %785 = tosa.mul %kbr_785, %782, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %786 = tosa.sub %781, %785 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %787 = tosa.mul %786, %786, %kshift : (tensor<1x5x768xf32>, tensor<1x5x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %788 = tosa.reduce_sum %787 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %789 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %790 = tosa.reciprocal %789 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_791s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_791 = tosa.reshape %790, %kbr_791s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %791 = tosa.mul %kbr_791, %788, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %792 = "tosa.const"() <{values = dense<9.99999996E-13> : tensor<1x5x1xf32>}> : () -> tensor<1x5x1xf32>
    %793 = tosa.add %791, %792 : (tensor<1x5x1xf32>, tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %794 = tosa.rsqrt %793 : (tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %795 = tosa.sub %781, %785 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %796 = tosa.mul %795, %794, %kshift : (tensor<1x5x768xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_797 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %797 = tosa.reshape %arg87, %kshape_797 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %798 = tosa.mul %796, %797, %kshift : (tensor<1x5x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_799 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %799 = tosa.reshape %arg88, %kshape_799 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %800 = tosa.add %798, %799 : (tensor<1x5x768xf32>, tensor<1x1x768xf32>) -> tensor<1x5x768xf32>
    %kshape_801 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %801 = tosa.reshape %800, %kshape_801 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %802 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %803 = tosa.transpose %arg89 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_804 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %804 = tosa.reshape %801, %kshape_804 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_805 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %805 = tosa.reshape %803, %kshape_805 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %806 = tosa.matmul %804, %805, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_807 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %807 = tosa.reshape %806, %kshape_807 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_808 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %808 = tosa.reshape %arg90, %kshape_808 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %809 = tosa.add %808, %807 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_810 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %810 = tosa.reshape %809, %kshape_810 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_811 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %811 = tosa.reshape %800, %kshape_811 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %812 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %813 = tosa.transpose %arg91 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_814 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %814 = tosa.reshape %811, %kshape_814 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_815 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %815 = tosa.reshape %813, %kshape_815 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %816 = tosa.matmul %814, %815, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_817 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %817 = tosa.reshape %816, %kshape_817 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_818 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %818 = tosa.reshape %arg92, %kshape_818 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %819 = tosa.add %818, %817 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_820 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %820 = tosa.reshape %819, %kshape_820 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_821 = tosa.const_shape {values = dense<[1, 5, 12, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %821 = tosa.reshape %820, %kshape_821 : (tensor<1x5x768xf32>, !tosa.shape<4>) -> tensor<1x5x12x64xf32>
    %822 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %823 = tosa.transpose %821 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x5x12x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_824 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %824 = tosa.reshape %800, %kshape_824 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %825 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %826 = tosa.transpose %arg93 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_827 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %827 = tosa.reshape %824, %kshape_827 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_828 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %828 = tosa.reshape %826, %kshape_828 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %829 = tosa.matmul %827, %828, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_830 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %830 = tosa.reshape %829, %kshape_830 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_831 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %831 = tosa.reshape %arg94, %kshape_831 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %832 = tosa.add %831, %830 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_833 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %833 = tosa.reshape %832, %kshape_833 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_834 = tosa.const_shape {values = dense<[1, 5, 12, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %834 = tosa.reshape %833, %kshape_834 : (tensor<1x5x768xf32>, !tosa.shape<4>) -> tensor<1x5x12x64xf32>
    %835 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %836 = tosa.transpose %834 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x5x12x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_837 = tosa.const_shape {values = dense<[1, 5, 12, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %837 = tosa.reshape %810, %kshape_837 : (tensor<1x5x768xf32>, !tosa.shape<4>) -> tensor<1x5x12x64xf32>
    %838 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %839 = tosa.transpose %837 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x5x12x64xf32>) -> tensor<1x12x5x64xf32>
    %840 = "tosa.const"() <{values = dense<[0, 1, 3, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %841 = tosa.transpose %823 {perms = array<i32: 0, 1, 3, 2>} : (tensor<1x12x5x64xf32>) -> tensor<1x12x64x5xf32>
    %842 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x5x64xf32>}> : () -> tensor<1x12x5x64xf32>
    %843 = tosa.add %839, %842 : (tensor<1x12x5x64xf32>, tensor<1x12x5x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_844 = tosa.const_shape {values = dense<[12, 5, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %844 = tosa.reshape %843, %kshape_844 : (tensor<1x12x5x64xf32>, !tosa.shape<3>) -> tensor<12x5x64xf32>
    %845 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x64x5xf32>}> : () -> tensor<1x12x64x5xf32>
    %846 = tosa.add %841, %845 : (tensor<1x12x64x5xf32>, tensor<1x12x64x5xf32>) -> tensor<1x12x64x5xf32>
    %kshape_847 = tosa.const_shape {values = dense<[12, 64, 5]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %847 = tosa.reshape %846, %kshape_847 : (tensor<1x12x64x5xf32>, !tosa.shape<3>) -> tensor<12x64x5xf32>
    %848 = tosa.matmul %844, %847, %kzp, %kzp : (tensor<12x5x64xf32>, tensor<12x64x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x5x5xf32>
    %kshape_849 = tosa.const_shape {values = dense<[1, 12, 5, 5]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %849 = tosa.reshape %848, %kshape_849 : (tensor<12x5x5xf32>, !tosa.shape<4>) -> tensor<1x12x5x5xf32>
    %850 = "tosa.const"() <{values = dense<8.000000e+00> : tensor<1x12x5x5xf32>}> : () -> tensor<1x12x5x5xf32>
    %851 = tosa.reciprocal %850 : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %852 = tosa.mul %849, %851, %kshift : (tensor<1x12x5x5xf32>, tensor<1x12x5x5xf32>, tensor<1xi8>) -> tensor<1x12x5x5xf32>
    %853 = tosa.add %852, %6 : (tensor<1x12x5x5xf32>, tensor<1x1x1x5xf32>) -> tensor<1x12x5x5xf32>
    %854 = tosa.reduce_max %853 {axis = 3 : i32} : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x1xf32>
    %855 = tosa.sub %853, %854 : (tensor<1x12x5x5xf32>, tensor<1x12x5x1xf32>) -> tensor<1x12x5x5xf32>
    %856 = tosa.exp %855 : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %857 = tosa.reduce_sum %856 {axis = 3 : i32} : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x1xf32>
    %858 = tosa.reciprocal %857 : (tensor<1x12x5x1xf32>) -> tensor<1x12x5x1xf32>
    %859 = tosa.mul %856, %858, %kshift : (tensor<1x12x5x5xf32>, tensor<1x12x5x1xf32>, tensor<1xi8>) -> tensor<1x12x5x5xf32>
    %860 = tosa.identity %859 : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %861 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x5x5xf32>}> : () -> tensor<1x12x5x5xf32>
    %862 = tosa.add %860, %861 : (tensor<1x12x5x5xf32>, tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %kshape_863 = tosa.const_shape {values = dense<[12, 5, 5]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %863 = tosa.reshape %862, %kshape_863 : (tensor<1x12x5x5xf32>, !tosa.shape<3>) -> tensor<12x5x5xf32>
    %864 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x5x64xf32>}> : () -> tensor<1x12x5x64xf32>
    %865 = tosa.add %836, %864 : (tensor<1x12x5x64xf32>, tensor<1x12x5x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_866 = tosa.const_shape {values = dense<[12, 5, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %866 = tosa.reshape %865, %kshape_866 : (tensor<1x12x5x64xf32>, !tosa.shape<3>) -> tensor<12x5x64xf32>
    %867 = tosa.matmul %863, %866, %kzp, %kzp : (tensor<12x5x5xf32>, tensor<12x5x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x5x64xf32>
    %kshape_868 = tosa.const_shape {values = dense<[1, 12, 5, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %868 = tosa.reshape %867, %kshape_868 : (tensor<12x5x64xf32>, !tosa.shape<4>) -> tensor<1x12x5x64xf32>
    %869 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %870 = tosa.transpose %868 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x12x5x64xf32>) -> tensor<1x5x12x64xf32>
    %871 = tosa.identity %870 : (tensor<1x5x12x64xf32>) -> tensor<1x5x12x64xf32>
    %kshape_872 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %872 = tosa.reshape %871, %kshape_872 : (tensor<1x5x12x64xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_873 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %873 = tosa.reshape %872, %kshape_873 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %874 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %875 = tosa.transpose %arg95 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_876 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %876 = tosa.reshape %873, %kshape_876 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_877 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %877 = tosa.reshape %875, %kshape_877 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %878 = tosa.matmul %876, %877, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_879 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %879 = tosa.reshape %878, %kshape_879 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_880 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %880 = tosa.reshape %arg96, %kshape_880 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %881 = tosa.add %880, %879 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_882 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %882 = tosa.reshape %881, %kshape_882 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %883 = tosa.identity %882 : (tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %884 = tosa.add %883, %800 : (tensor<1x5x768xf32>, tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %885 = tosa.reduce_sum %884 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %886 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %887 = tosa.reciprocal %886 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_888s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_888 = tosa.reshape %887, %kbr_888s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %888 = tosa.mul %kbr_888, %885, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %889 = tosa.sub %884, %888 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %890 = tosa.mul %889, %889, %kshift : (tensor<1x5x768xf32>, tensor<1x5x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %891 = tosa.reduce_sum %890 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %892 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %893 = tosa.reciprocal %892 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_894s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_894 = tosa.reshape %893, %kbr_894s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %894 = tosa.mul %kbr_894, %891, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %895 = "tosa.const"() <{values = dense<9.99999996E-13> : tensor<1x5x1xf32>}> : () -> tensor<1x5x1xf32>
    %896 = tosa.add %894, %895 : (tensor<1x5x1xf32>, tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %897 = tosa.rsqrt %896 : (tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %898 = tosa.sub %884, %888 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %899 = tosa.mul %898, %897, %kshift : (tensor<1x5x768xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_900 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %900 = tosa.reshape %arg97, %kshape_900 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %901 = tosa.mul %899, %900, %kshift : (tensor<1x5x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_902 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %902 = tosa.reshape %arg98, %kshape_902 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %903 = tosa.add %901, %902 : (tensor<1x5x768xf32>, tensor<1x1x768xf32>) -> tensor<1x5x768xf32>
    %kshape_904 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %904 = tosa.reshape %903, %kshape_904 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %905 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %906 = tosa.transpose %arg99 {perms = array<i32: 1, 0>} : (tensor<3072x768xf32>) -> tensor<768x3072xf32>
    %kshape_907 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %907 = tosa.reshape %904, %kshape_907 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_908 = tosa.const_shape {values = dense<[1, 768, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %908 = tosa.reshape %906, %kshape_908 : (tensor<768x3072xf32>, !tosa.shape<3>) -> tensor<1x768x3072xf32>
    %909 = tosa.matmul %907, %908, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x3072xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x3072xf32>
    %kshape_910 = tosa.const_shape {values = dense<[5, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %910 = tosa.reshape %909, %kshape_910 : (tensor<1x5x3072xf32>, !tosa.shape<2>) -> tensor<5x3072xf32>
    %kshape_911 = tosa.const_shape {values = dense<[1, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %911 = tosa.reshape %arg100, %kshape_911 : (tensor<3072xf32>, !tosa.shape<2>) -> tensor<1x3072xf32>
    %912 = tosa.add %911, %910 : (tensor<1x3072xf32>, tensor<5x3072xf32>) -> tensor<5x3072xf32>
    %kshape_913 = tosa.const_shape {values = dense<[1, 5, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %913 = tosa.reshape %912, %kshape_913 : (tensor<5x3072xf32>, !tosa.shape<3>) -> tensor<1x5x3072xf32>
    %914 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x5x3072xf32>}> : () -> tensor<1x5x3072xf32>
    %915 = tosa.mul %913, %914, %kshift : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>, tensor<1xi8>) -> tensor<1x5x3072xf32>
    %916 = "tosa.const"() <{values = dense<0.707106769> : tensor<1x5x3072xf32>}> : () -> tensor<1x5x3072xf32>
    %917 = tosa.mul %913, %916, %kshift : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>, tensor<1xi8>) -> tensor<1x5x3072xf32>
    %918 = math.erf %917 : tensor<1x5x3072xf32>
    %919 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x5x3072xf32>}> : () -> tensor<1x5x3072xf32>
    %920 = tosa.add %918, %919 : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>) -> tensor<1x5x3072xf32>
    %921 = tosa.mul %915, %920, %kshift : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>, tensor<1xi8>) -> tensor<1x5x3072xf32>
    %kshape_922 = tosa.const_shape {values = dense<[5, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %922 = tosa.reshape %921, %kshape_922 : (tensor<1x5x3072xf32>, !tosa.shape<2>) -> tensor<5x3072xf32>
    %923 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %924 = tosa.transpose %arg101 {perms = array<i32: 1, 0>} : (tensor<768x3072xf32>) -> tensor<3072x768xf32>
    %kshape_925 = tosa.const_shape {values = dense<[1, 5, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %925 = tosa.reshape %922, %kshape_925 : (tensor<5x3072xf32>, !tosa.shape<3>) -> tensor<1x5x3072xf32>
    %kshape_926 = tosa.const_shape {values = dense<[1, 3072, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %926 = tosa.reshape %924, %kshape_926 : (tensor<3072x768xf32>, !tosa.shape<3>) -> tensor<1x3072x768xf32>
    %927 = tosa.matmul %925, %926, %kzp, %kzp : (tensor<1x5x3072xf32>, tensor<1x3072x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_928 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %928 = tosa.reshape %927, %kshape_928 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_929 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %929 = tosa.reshape %arg102, %kshape_929 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %930 = tosa.add %929, %928 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_931 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %931 = tosa.reshape %930, %kshape_931 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %932 = tosa.identity %931 : (tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %933 = tosa.add %932, %903 : (tensor<1x5x768xf32>, tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %934 = tosa.reduce_sum %933 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %935 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %936 = tosa.reciprocal %935 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_937s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_937 = tosa.reshape %936, %kbr_937s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %937 = tosa.mul %kbr_937, %934, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %938 = tosa.sub %933, %937 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %939 = tosa.mul %938, %938, %kshift : (tensor<1x5x768xf32>, tensor<1x5x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %940 = tosa.reduce_sum %939 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %941 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %942 = tosa.reciprocal %941 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_943s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_943 = tosa.reshape %942, %kbr_943s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %943 = tosa.mul %kbr_943, %940, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %944 = "tosa.const"() <{values = dense<9.99999996E-13> : tensor<1x5x1xf32>}> : () -> tensor<1x5x1xf32>
    %945 = tosa.add %943, %944 : (tensor<1x5x1xf32>, tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %946 = tosa.rsqrt %945 : (tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %947 = tosa.sub %933, %937 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %948 = tosa.mul %947, %946, %kshift : (tensor<1x5x768xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_949 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %949 = tosa.reshape %arg103, %kshape_949 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %950 = tosa.mul %948, %949, %kshift : (tensor<1x5x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_951 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %951 = tosa.reshape %arg104, %kshape_951 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %952 = tosa.add %950, %951 : (tensor<1x5x768xf32>, tensor<1x1x768xf32>) -> tensor<1x5x768xf32>
    %kshape_953 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %953 = tosa.reshape %952, %kshape_953 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %954 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %955 = tosa.transpose %arg105 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_956 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %956 = tosa.reshape %953, %kshape_956 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_957 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %957 = tosa.reshape %955, %kshape_957 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %958 = tosa.matmul %956, %957, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_959 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %959 = tosa.reshape %958, %kshape_959 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_960 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %960 = tosa.reshape %arg106, %kshape_960 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %961 = tosa.add %960, %959 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_962 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %962 = tosa.reshape %961, %kshape_962 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_963 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %963 = tosa.reshape %952, %kshape_963 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %964 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %965 = tosa.transpose %arg107 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_966 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %966 = tosa.reshape %963, %kshape_966 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_967 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %967 = tosa.reshape %965, %kshape_967 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %968 = tosa.matmul %966, %967, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_969 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %969 = tosa.reshape %968, %kshape_969 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_970 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %970 = tosa.reshape %arg108, %kshape_970 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %971 = tosa.add %970, %969 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_972 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %972 = tosa.reshape %971, %kshape_972 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_973 = tosa.const_shape {values = dense<[1, 5, 12, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %973 = tosa.reshape %972, %kshape_973 : (tensor<1x5x768xf32>, !tosa.shape<4>) -> tensor<1x5x12x64xf32>
    %974 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %975 = tosa.transpose %973 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x5x12x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_976 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %976 = tosa.reshape %952, %kshape_976 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %977 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %978 = tosa.transpose %arg109 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_979 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %979 = tosa.reshape %976, %kshape_979 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_980 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %980 = tosa.reshape %978, %kshape_980 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %981 = tosa.matmul %979, %980, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_982 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %982 = tosa.reshape %981, %kshape_982 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_983 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %983 = tosa.reshape %arg110, %kshape_983 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %984 = tosa.add %983, %982 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_985 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %985 = tosa.reshape %984, %kshape_985 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_986 = tosa.const_shape {values = dense<[1, 5, 12, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %986 = tosa.reshape %985, %kshape_986 : (tensor<1x5x768xf32>, !tosa.shape<4>) -> tensor<1x5x12x64xf32>
    %987 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %988 = tosa.transpose %986 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x5x12x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_989 = tosa.const_shape {values = dense<[1, 5, 12, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %989 = tosa.reshape %962, %kshape_989 : (tensor<1x5x768xf32>, !tosa.shape<4>) -> tensor<1x5x12x64xf32>
    %990 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %991 = tosa.transpose %989 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x5x12x64xf32>) -> tensor<1x12x5x64xf32>
    %992 = "tosa.const"() <{values = dense<[0, 1, 3, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %993 = tosa.transpose %975 {perms = array<i32: 0, 1, 3, 2>} : (tensor<1x12x5x64xf32>) -> tensor<1x12x64x5xf32>
    %994 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x5x64xf32>}> : () -> tensor<1x12x5x64xf32>
    %995 = tosa.add %991, %994 : (tensor<1x12x5x64xf32>, tensor<1x12x5x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_996 = tosa.const_shape {values = dense<[12, 5, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %996 = tosa.reshape %995, %kshape_996 : (tensor<1x12x5x64xf32>, !tosa.shape<3>) -> tensor<12x5x64xf32>
    %997 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x64x5xf32>}> : () -> tensor<1x12x64x5xf32>
    %998 = tosa.add %993, %997 : (tensor<1x12x64x5xf32>, tensor<1x12x64x5xf32>) -> tensor<1x12x64x5xf32>
    %kshape_999 = tosa.const_shape {values = dense<[12, 64, 5]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %999 = tosa.reshape %998, %kshape_999 : (tensor<1x12x64x5xf32>, !tosa.shape<3>) -> tensor<12x64x5xf32>
    %1000 = tosa.matmul %996, %999, %kzp, %kzp : (tensor<12x5x64xf32>, tensor<12x64x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x5x5xf32>
    %kshape_1001 = tosa.const_shape {values = dense<[1, 12, 5, 5]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1001 = tosa.reshape %1000, %kshape_1001 : (tensor<12x5x5xf32>, !tosa.shape<4>) -> tensor<1x12x5x5xf32>
    %1002 = "tosa.const"() <{values = dense<8.000000e+00> : tensor<1x12x5x5xf32>}> : () -> tensor<1x12x5x5xf32>
    %1003 = tosa.reciprocal %1002 : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %1004 = tosa.mul %1001, %1003, %kshift : (tensor<1x12x5x5xf32>, tensor<1x12x5x5xf32>, tensor<1xi8>) -> tensor<1x12x5x5xf32>
    %1005 = tosa.add %1004, %6 : (tensor<1x12x5x5xf32>, tensor<1x1x1x5xf32>) -> tensor<1x12x5x5xf32>
    %1006 = tosa.reduce_max %1005 {axis = 3 : i32} : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x1xf32>
    %1007 = tosa.sub %1005, %1006 : (tensor<1x12x5x5xf32>, tensor<1x12x5x1xf32>) -> tensor<1x12x5x5xf32>
    %1008 = tosa.exp %1007 : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %1009 = tosa.reduce_sum %1008 {axis = 3 : i32} : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x1xf32>
    %1010 = tosa.reciprocal %1009 : (tensor<1x12x5x1xf32>) -> tensor<1x12x5x1xf32>
    %1011 = tosa.mul %1008, %1010, %kshift : (tensor<1x12x5x5xf32>, tensor<1x12x5x1xf32>, tensor<1xi8>) -> tensor<1x12x5x5xf32>
    %1012 = tosa.identity %1011 : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %1013 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x5x5xf32>}> : () -> tensor<1x12x5x5xf32>
    %1014 = tosa.add %1012, %1013 : (tensor<1x12x5x5xf32>, tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %kshape_1015 = tosa.const_shape {values = dense<[12, 5, 5]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1015 = tosa.reshape %1014, %kshape_1015 : (tensor<1x12x5x5xf32>, !tosa.shape<3>) -> tensor<12x5x5xf32>
    %1016 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x5x64xf32>}> : () -> tensor<1x12x5x64xf32>
    %1017 = tosa.add %988, %1016 : (tensor<1x12x5x64xf32>, tensor<1x12x5x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_1018 = tosa.const_shape {values = dense<[12, 5, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1018 = tosa.reshape %1017, %kshape_1018 : (tensor<1x12x5x64xf32>, !tosa.shape<3>) -> tensor<12x5x64xf32>
    %1019 = tosa.matmul %1015, %1018, %kzp, %kzp : (tensor<12x5x5xf32>, tensor<12x5x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x5x64xf32>
    %kshape_1020 = tosa.const_shape {values = dense<[1, 12, 5, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1020 = tosa.reshape %1019, %kshape_1020 : (tensor<12x5x64xf32>, !tosa.shape<4>) -> tensor<1x12x5x64xf32>
    %1021 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %1022 = tosa.transpose %1020 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x12x5x64xf32>) -> tensor<1x5x12x64xf32>
    %1023 = tosa.identity %1022 : (tensor<1x5x12x64xf32>) -> tensor<1x5x12x64xf32>
    %kshape_1024 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1024 = tosa.reshape %1023, %kshape_1024 : (tensor<1x5x12x64xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1025 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1025 = tosa.reshape %1024, %kshape_1025 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %1026 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1027 = tosa.transpose %arg111 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_1028 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1028 = tosa.reshape %1025, %kshape_1028 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1029 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1029 = tosa.reshape %1027, %kshape_1029 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %1030 = tosa.matmul %1028, %1029, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_1031 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1031 = tosa.reshape %1030, %kshape_1031 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_1032 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1032 = tosa.reshape %arg112, %kshape_1032 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1033 = tosa.add %1032, %1031 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_1034 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1034 = tosa.reshape %1033, %kshape_1034 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %1035 = tosa.identity %1034 : (tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %1036 = tosa.add %1035, %952 : (tensor<1x5x768xf32>, tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %1037 = tosa.reduce_sum %1036 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %1038 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1039 = tosa.reciprocal %1038 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_1040s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_1040 = tosa.reshape %1039, %kbr_1040s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %1040 = tosa.mul %kbr_1040, %1037, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %1041 = tosa.sub %1036, %1040 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %1042 = tosa.mul %1041, %1041, %kshift : (tensor<1x5x768xf32>, tensor<1x5x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %1043 = tosa.reduce_sum %1042 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %1044 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1045 = tosa.reciprocal %1044 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_1046s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_1046 = tosa.reshape %1045, %kbr_1046s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %1046 = tosa.mul %kbr_1046, %1043, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %1047 = "tosa.const"() <{values = dense<9.99999996E-13> : tensor<1x5x1xf32>}> : () -> tensor<1x5x1xf32>
    %1048 = tosa.add %1046, %1047 : (tensor<1x5x1xf32>, tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %1049 = tosa.rsqrt %1048 : (tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %1050 = tosa.sub %1036, %1040 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %1051 = tosa.mul %1050, %1049, %kshift : (tensor<1x5x768xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_1052 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1052 = tosa.reshape %arg113, %kshape_1052 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %1053 = tosa.mul %1051, %1052, %kshift : (tensor<1x5x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_1054 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1054 = tosa.reshape %arg114, %kshape_1054 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %1055 = tosa.add %1053, %1054 : (tensor<1x5x768xf32>, tensor<1x1x768xf32>) -> tensor<1x5x768xf32>
    %kshape_1056 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1056 = tosa.reshape %1055, %kshape_1056 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %1057 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1058 = tosa.transpose %arg115 {perms = array<i32: 1, 0>} : (tensor<3072x768xf32>) -> tensor<768x3072xf32>
    %kshape_1059 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1059 = tosa.reshape %1056, %kshape_1059 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1060 = tosa.const_shape {values = dense<[1, 768, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1060 = tosa.reshape %1058, %kshape_1060 : (tensor<768x3072xf32>, !tosa.shape<3>) -> tensor<1x768x3072xf32>
    %1061 = tosa.matmul %1059, %1060, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x3072xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x3072xf32>
    %kshape_1062 = tosa.const_shape {values = dense<[5, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1062 = tosa.reshape %1061, %kshape_1062 : (tensor<1x5x3072xf32>, !tosa.shape<2>) -> tensor<5x3072xf32>
    %kshape_1063 = tosa.const_shape {values = dense<[1, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1063 = tosa.reshape %arg116, %kshape_1063 : (tensor<3072xf32>, !tosa.shape<2>) -> tensor<1x3072xf32>
    %1064 = tosa.add %1063, %1062 : (tensor<1x3072xf32>, tensor<5x3072xf32>) -> tensor<5x3072xf32>
    %kshape_1065 = tosa.const_shape {values = dense<[1, 5, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1065 = tosa.reshape %1064, %kshape_1065 : (tensor<5x3072xf32>, !tosa.shape<3>) -> tensor<1x5x3072xf32>
    %1066 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x5x3072xf32>}> : () -> tensor<1x5x3072xf32>
    %1067 = tosa.mul %1065, %1066, %kshift : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>, tensor<1xi8>) -> tensor<1x5x3072xf32>
    %1068 = "tosa.const"() <{values = dense<0.707106769> : tensor<1x5x3072xf32>}> : () -> tensor<1x5x3072xf32>
    %1069 = tosa.mul %1065, %1068, %kshift : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>, tensor<1xi8>) -> tensor<1x5x3072xf32>
    %1070 = math.erf %1069 : tensor<1x5x3072xf32>
    %1071 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x5x3072xf32>}> : () -> tensor<1x5x3072xf32>
    %1072 = tosa.add %1070, %1071 : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>) -> tensor<1x5x3072xf32>
    %1073 = tosa.mul %1067, %1072, %kshift : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>, tensor<1xi8>) -> tensor<1x5x3072xf32>
    %kshape_1074 = tosa.const_shape {values = dense<[5, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1074 = tosa.reshape %1073, %kshape_1074 : (tensor<1x5x3072xf32>, !tosa.shape<2>) -> tensor<5x3072xf32>
    %1075 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1076 = tosa.transpose %arg117 {perms = array<i32: 1, 0>} : (tensor<768x3072xf32>) -> tensor<3072x768xf32>
    %kshape_1077 = tosa.const_shape {values = dense<[1, 5, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1077 = tosa.reshape %1074, %kshape_1077 : (tensor<5x3072xf32>, !tosa.shape<3>) -> tensor<1x5x3072xf32>
    %kshape_1078 = tosa.const_shape {values = dense<[1, 3072, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1078 = tosa.reshape %1076, %kshape_1078 : (tensor<3072x768xf32>, !tosa.shape<3>) -> tensor<1x3072x768xf32>
    %1079 = tosa.matmul %1077, %1078, %kzp, %kzp : (tensor<1x5x3072xf32>, tensor<1x3072x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_1080 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1080 = tosa.reshape %1079, %kshape_1080 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_1081 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1081 = tosa.reshape %arg118, %kshape_1081 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1082 = tosa.add %1081, %1080 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_1083 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1083 = tosa.reshape %1082, %kshape_1083 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %1084 = tosa.identity %1083 : (tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %1085 = tosa.add %1084, %1055 : (tensor<1x5x768xf32>, tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %1086 = tosa.reduce_sum %1085 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %1087 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1088 = tosa.reciprocal %1087 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_1089s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_1089 = tosa.reshape %1088, %kbr_1089s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %1089 = tosa.mul %kbr_1089, %1086, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %1090 = tosa.sub %1085, %1089 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %1091 = tosa.mul %1090, %1090, %kshift : (tensor<1x5x768xf32>, tensor<1x5x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %1092 = tosa.reduce_sum %1091 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %1093 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1094 = tosa.reciprocal %1093 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_1095s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_1095 = tosa.reshape %1094, %kbr_1095s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %1095 = tosa.mul %kbr_1095, %1092, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %1096 = "tosa.const"() <{values = dense<9.99999996E-13> : tensor<1x5x1xf32>}> : () -> tensor<1x5x1xf32>
    %1097 = tosa.add %1095, %1096 : (tensor<1x5x1xf32>, tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %1098 = tosa.rsqrt %1097 : (tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %1099 = tosa.sub %1085, %1089 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %1100 = tosa.mul %1099, %1098, %kshift : (tensor<1x5x768xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_1101 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1101 = tosa.reshape %arg119, %kshape_1101 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %1102 = tosa.mul %1100, %1101, %kshift : (tensor<1x5x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_1103 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1103 = tosa.reshape %arg120, %kshape_1103 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %1104 = tosa.add %1102, %1103 : (tensor<1x5x768xf32>, tensor<1x1x768xf32>) -> tensor<1x5x768xf32>
    %kshape_1105 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1105 = tosa.reshape %1104, %kshape_1105 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %1106 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1107 = tosa.transpose %arg121 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_1108 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1108 = tosa.reshape %1105, %kshape_1108 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1109 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1109 = tosa.reshape %1107, %kshape_1109 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %1110 = tosa.matmul %1108, %1109, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_1111 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1111 = tosa.reshape %1110, %kshape_1111 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_1112 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1112 = tosa.reshape %arg122, %kshape_1112 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1113 = tosa.add %1112, %1111 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_1114 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1114 = tosa.reshape %1113, %kshape_1114 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1115 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1115 = tosa.reshape %1104, %kshape_1115 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %1116 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1117 = tosa.transpose %arg123 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_1118 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1118 = tosa.reshape %1115, %kshape_1118 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1119 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1119 = tosa.reshape %1117, %kshape_1119 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %1120 = tosa.matmul %1118, %1119, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_1121 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1121 = tosa.reshape %1120, %kshape_1121 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_1122 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1122 = tosa.reshape %arg124, %kshape_1122 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1123 = tosa.add %1122, %1121 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_1124 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1124 = tosa.reshape %1123, %kshape_1124 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1125 = tosa.const_shape {values = dense<[1, 5, 12, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1125 = tosa.reshape %1124, %kshape_1125 : (tensor<1x5x768xf32>, !tosa.shape<4>) -> tensor<1x5x12x64xf32>
    %1126 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %1127 = tosa.transpose %1125 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x5x12x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_1128 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1128 = tosa.reshape %1104, %kshape_1128 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %1129 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1130 = tosa.transpose %arg125 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_1131 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1131 = tosa.reshape %1128, %kshape_1131 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1132 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1132 = tosa.reshape %1130, %kshape_1132 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %1133 = tosa.matmul %1131, %1132, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_1134 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1134 = tosa.reshape %1133, %kshape_1134 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_1135 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1135 = tosa.reshape %arg126, %kshape_1135 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1136 = tosa.add %1135, %1134 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_1137 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1137 = tosa.reshape %1136, %kshape_1137 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1138 = tosa.const_shape {values = dense<[1, 5, 12, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1138 = tosa.reshape %1137, %kshape_1138 : (tensor<1x5x768xf32>, !tosa.shape<4>) -> tensor<1x5x12x64xf32>
    %1139 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %1140 = tosa.transpose %1138 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x5x12x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_1141 = tosa.const_shape {values = dense<[1, 5, 12, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1141 = tosa.reshape %1114, %kshape_1141 : (tensor<1x5x768xf32>, !tosa.shape<4>) -> tensor<1x5x12x64xf32>
    %1142 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %1143 = tosa.transpose %1141 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x5x12x64xf32>) -> tensor<1x12x5x64xf32>
    %1144 = "tosa.const"() <{values = dense<[0, 1, 3, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %1145 = tosa.transpose %1127 {perms = array<i32: 0, 1, 3, 2>} : (tensor<1x12x5x64xf32>) -> tensor<1x12x64x5xf32>
    %1146 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x5x64xf32>}> : () -> tensor<1x12x5x64xf32>
    %1147 = tosa.add %1143, %1146 : (tensor<1x12x5x64xf32>, tensor<1x12x5x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_1148 = tosa.const_shape {values = dense<[12, 5, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1148 = tosa.reshape %1147, %kshape_1148 : (tensor<1x12x5x64xf32>, !tosa.shape<3>) -> tensor<12x5x64xf32>
    %1149 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x64x5xf32>}> : () -> tensor<1x12x64x5xf32>
    %1150 = tosa.add %1145, %1149 : (tensor<1x12x64x5xf32>, tensor<1x12x64x5xf32>) -> tensor<1x12x64x5xf32>
    %kshape_1151 = tosa.const_shape {values = dense<[12, 64, 5]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1151 = tosa.reshape %1150, %kshape_1151 : (tensor<1x12x64x5xf32>, !tosa.shape<3>) -> tensor<12x64x5xf32>
    %1152 = tosa.matmul %1148, %1151, %kzp, %kzp : (tensor<12x5x64xf32>, tensor<12x64x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x5x5xf32>
    %kshape_1153 = tosa.const_shape {values = dense<[1, 12, 5, 5]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1153 = tosa.reshape %1152, %kshape_1153 : (tensor<12x5x5xf32>, !tosa.shape<4>) -> tensor<1x12x5x5xf32>
    %1154 = "tosa.const"() <{values = dense<8.000000e+00> : tensor<1x12x5x5xf32>}> : () -> tensor<1x12x5x5xf32>
    %1155 = tosa.reciprocal %1154 : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %1156 = tosa.mul %1153, %1155, %kshift : (tensor<1x12x5x5xf32>, tensor<1x12x5x5xf32>, tensor<1xi8>) -> tensor<1x12x5x5xf32>
    %1157 = tosa.add %1156, %6 : (tensor<1x12x5x5xf32>, tensor<1x1x1x5xf32>) -> tensor<1x12x5x5xf32>
    %1158 = tosa.reduce_max %1157 {axis = 3 : i32} : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x1xf32>
    %1159 = tosa.sub %1157, %1158 : (tensor<1x12x5x5xf32>, tensor<1x12x5x1xf32>) -> tensor<1x12x5x5xf32>
    %1160 = tosa.exp %1159 : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %1161 = tosa.reduce_sum %1160 {axis = 3 : i32} : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x1xf32>
    %1162 = tosa.reciprocal %1161 : (tensor<1x12x5x1xf32>) -> tensor<1x12x5x1xf32>
    %1163 = tosa.mul %1160, %1162, %kshift : (tensor<1x12x5x5xf32>, tensor<1x12x5x1xf32>, tensor<1xi8>) -> tensor<1x12x5x5xf32>
    %1164 = tosa.identity %1163 : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %1165 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x5x5xf32>}> : () -> tensor<1x12x5x5xf32>
    %1166 = tosa.add %1164, %1165 : (tensor<1x12x5x5xf32>, tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %kshape_1167 = tosa.const_shape {values = dense<[12, 5, 5]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1167 = tosa.reshape %1166, %kshape_1167 : (tensor<1x12x5x5xf32>, !tosa.shape<3>) -> tensor<12x5x5xf32>
    %1168 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x5x64xf32>}> : () -> tensor<1x12x5x64xf32>
    %1169 = tosa.add %1140, %1168 : (tensor<1x12x5x64xf32>, tensor<1x12x5x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_1170 = tosa.const_shape {values = dense<[12, 5, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1170 = tosa.reshape %1169, %kshape_1170 : (tensor<1x12x5x64xf32>, !tosa.shape<3>) -> tensor<12x5x64xf32>
    %1171 = tosa.matmul %1167, %1170, %kzp, %kzp : (tensor<12x5x5xf32>, tensor<12x5x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x5x64xf32>
    %kshape_1172 = tosa.const_shape {values = dense<[1, 12, 5, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1172 = tosa.reshape %1171, %kshape_1172 : (tensor<12x5x64xf32>, !tosa.shape<4>) -> tensor<1x12x5x64xf32>
    %1173 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %1174 = tosa.transpose %1172 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x12x5x64xf32>) -> tensor<1x5x12x64xf32>
    %1175 = tosa.identity %1174 : (tensor<1x5x12x64xf32>) -> tensor<1x5x12x64xf32>
    %kshape_1176 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1176 = tosa.reshape %1175, %kshape_1176 : (tensor<1x5x12x64xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1177 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1177 = tosa.reshape %1176, %kshape_1177 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %1178 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1179 = tosa.transpose %arg127 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_1180 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1180 = tosa.reshape %1177, %kshape_1180 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1181 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1181 = tosa.reshape %1179, %kshape_1181 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %1182 = tosa.matmul %1180, %1181, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_1183 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1183 = tosa.reshape %1182, %kshape_1183 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_1184 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1184 = tosa.reshape %arg128, %kshape_1184 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1185 = tosa.add %1184, %1183 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_1186 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1186 = tosa.reshape %1185, %kshape_1186 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %1187 = tosa.identity %1186 : (tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %1188 = tosa.add %1187, %1104 : (tensor<1x5x768xf32>, tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %1189 = tosa.reduce_sum %1188 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %1190 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1191 = tosa.reciprocal %1190 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_1192s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_1192 = tosa.reshape %1191, %kbr_1192s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %1192 = tosa.mul %kbr_1192, %1189, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %1193 = tosa.sub %1188, %1192 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %1194 = tosa.mul %1193, %1193, %kshift : (tensor<1x5x768xf32>, tensor<1x5x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %1195 = tosa.reduce_sum %1194 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %1196 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1197 = tosa.reciprocal %1196 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_1198s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_1198 = tosa.reshape %1197, %kbr_1198s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %1198 = tosa.mul %kbr_1198, %1195, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %1199 = "tosa.const"() <{values = dense<9.99999996E-13> : tensor<1x5x1xf32>}> : () -> tensor<1x5x1xf32>
    %1200 = tosa.add %1198, %1199 : (tensor<1x5x1xf32>, tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %1201 = tosa.rsqrt %1200 : (tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %1202 = tosa.sub %1188, %1192 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %1203 = tosa.mul %1202, %1201, %kshift : (tensor<1x5x768xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_1204 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1204 = tosa.reshape %arg129, %kshape_1204 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %1205 = tosa.mul %1203, %1204, %kshift : (tensor<1x5x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_1206 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1206 = tosa.reshape %arg130, %kshape_1206 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %1207 = tosa.add %1205, %1206 : (tensor<1x5x768xf32>, tensor<1x1x768xf32>) -> tensor<1x5x768xf32>
    %kshape_1208 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1208 = tosa.reshape %1207, %kshape_1208 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %1209 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1210 = tosa.transpose %arg131 {perms = array<i32: 1, 0>} : (tensor<3072x768xf32>) -> tensor<768x3072xf32>
    %kshape_1211 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1211 = tosa.reshape %1208, %kshape_1211 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1212 = tosa.const_shape {values = dense<[1, 768, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1212 = tosa.reshape %1210, %kshape_1212 : (tensor<768x3072xf32>, !tosa.shape<3>) -> tensor<1x768x3072xf32>
    %1213 = tosa.matmul %1211, %1212, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x3072xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x3072xf32>
    %kshape_1214 = tosa.const_shape {values = dense<[5, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1214 = tosa.reshape %1213, %kshape_1214 : (tensor<1x5x3072xf32>, !tosa.shape<2>) -> tensor<5x3072xf32>
    %kshape_1215 = tosa.const_shape {values = dense<[1, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1215 = tosa.reshape %arg132, %kshape_1215 : (tensor<3072xf32>, !tosa.shape<2>) -> tensor<1x3072xf32>
    %1216 = tosa.add %1215, %1214 : (tensor<1x3072xf32>, tensor<5x3072xf32>) -> tensor<5x3072xf32>
    %kshape_1217 = tosa.const_shape {values = dense<[1, 5, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1217 = tosa.reshape %1216, %kshape_1217 : (tensor<5x3072xf32>, !tosa.shape<3>) -> tensor<1x5x3072xf32>
    %1218 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x5x3072xf32>}> : () -> tensor<1x5x3072xf32>
    %1219 = tosa.mul %1217, %1218, %kshift : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>, tensor<1xi8>) -> tensor<1x5x3072xf32>
    %1220 = "tosa.const"() <{values = dense<0.707106769> : tensor<1x5x3072xf32>}> : () -> tensor<1x5x3072xf32>
    %1221 = tosa.mul %1217, %1220, %kshift : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>, tensor<1xi8>) -> tensor<1x5x3072xf32>
    %1222 = math.erf %1221 : tensor<1x5x3072xf32>
    %1223 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x5x3072xf32>}> : () -> tensor<1x5x3072xf32>
    %1224 = tosa.add %1222, %1223 : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>) -> tensor<1x5x3072xf32>
    %1225 = tosa.mul %1219, %1224, %kshift : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>, tensor<1xi8>) -> tensor<1x5x3072xf32>
    %kshape_1226 = tosa.const_shape {values = dense<[5, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1226 = tosa.reshape %1225, %kshape_1226 : (tensor<1x5x3072xf32>, !tosa.shape<2>) -> tensor<5x3072xf32>
    %1227 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1228 = tosa.transpose %arg133 {perms = array<i32: 1, 0>} : (tensor<768x3072xf32>) -> tensor<3072x768xf32>
    %kshape_1229 = tosa.const_shape {values = dense<[1, 5, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1229 = tosa.reshape %1226, %kshape_1229 : (tensor<5x3072xf32>, !tosa.shape<3>) -> tensor<1x5x3072xf32>
    %kshape_1230 = tosa.const_shape {values = dense<[1, 3072, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1230 = tosa.reshape %1228, %kshape_1230 : (tensor<3072x768xf32>, !tosa.shape<3>) -> tensor<1x3072x768xf32>
    %1231 = tosa.matmul %1229, %1230, %kzp, %kzp : (tensor<1x5x3072xf32>, tensor<1x3072x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_1232 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1232 = tosa.reshape %1231, %kshape_1232 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_1233 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1233 = tosa.reshape %arg134, %kshape_1233 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1234 = tosa.add %1233, %1232 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_1235 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1235 = tosa.reshape %1234, %kshape_1235 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %1236 = tosa.identity %1235 : (tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %1237 = tosa.add %1236, %1207 : (tensor<1x5x768xf32>, tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %1238 = tosa.reduce_sum %1237 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %1239 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1240 = tosa.reciprocal %1239 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_1241s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_1241 = tosa.reshape %1240, %kbr_1241s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %1241 = tosa.mul %kbr_1241, %1238, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %1242 = tosa.sub %1237, %1241 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %1243 = tosa.mul %1242, %1242, %kshift : (tensor<1x5x768xf32>, tensor<1x5x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %1244 = tosa.reduce_sum %1243 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %1245 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1246 = tosa.reciprocal %1245 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_1247s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_1247 = tosa.reshape %1246, %kbr_1247s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %1247 = tosa.mul %kbr_1247, %1244, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %1248 = "tosa.const"() <{values = dense<9.99999996E-13> : tensor<1x5x1xf32>}> : () -> tensor<1x5x1xf32>
    %1249 = tosa.add %1247, %1248 : (tensor<1x5x1xf32>, tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %1250 = tosa.rsqrt %1249 : (tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %1251 = tosa.sub %1237, %1241 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %1252 = tosa.mul %1251, %1250, %kshift : (tensor<1x5x768xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_1253 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1253 = tosa.reshape %arg135, %kshape_1253 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %1254 = tosa.mul %1252, %1253, %kshift : (tensor<1x5x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_1255 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1255 = tosa.reshape %arg136, %kshape_1255 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %1256 = tosa.add %1254, %1255 : (tensor<1x5x768xf32>, tensor<1x1x768xf32>) -> tensor<1x5x768xf32>
    %kshape_1257 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1257 = tosa.reshape %1256, %kshape_1257 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %1258 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1259 = tosa.transpose %arg137 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_1260 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1260 = tosa.reshape %1257, %kshape_1260 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1261 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1261 = tosa.reshape %1259, %kshape_1261 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %1262 = tosa.matmul %1260, %1261, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_1263 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1263 = tosa.reshape %1262, %kshape_1263 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_1264 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1264 = tosa.reshape %arg138, %kshape_1264 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1265 = tosa.add %1264, %1263 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_1266 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1266 = tosa.reshape %1265, %kshape_1266 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1267 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1267 = tosa.reshape %1256, %kshape_1267 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %1268 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1269 = tosa.transpose %arg139 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_1270 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1270 = tosa.reshape %1267, %kshape_1270 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1271 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1271 = tosa.reshape %1269, %kshape_1271 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %1272 = tosa.matmul %1270, %1271, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_1273 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1273 = tosa.reshape %1272, %kshape_1273 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_1274 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1274 = tosa.reshape %arg140, %kshape_1274 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1275 = tosa.add %1274, %1273 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_1276 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1276 = tosa.reshape %1275, %kshape_1276 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1277 = tosa.const_shape {values = dense<[1, 5, 12, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1277 = tosa.reshape %1276, %kshape_1277 : (tensor<1x5x768xf32>, !tosa.shape<4>) -> tensor<1x5x12x64xf32>
    %1278 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %1279 = tosa.transpose %1277 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x5x12x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_1280 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1280 = tosa.reshape %1256, %kshape_1280 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %1281 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1282 = tosa.transpose %arg141 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_1283 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1283 = tosa.reshape %1280, %kshape_1283 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1284 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1284 = tosa.reshape %1282, %kshape_1284 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %1285 = tosa.matmul %1283, %1284, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_1286 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1286 = tosa.reshape %1285, %kshape_1286 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_1287 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1287 = tosa.reshape %arg142, %kshape_1287 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1288 = tosa.add %1287, %1286 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_1289 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1289 = tosa.reshape %1288, %kshape_1289 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1290 = tosa.const_shape {values = dense<[1, 5, 12, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1290 = tosa.reshape %1289, %kshape_1290 : (tensor<1x5x768xf32>, !tosa.shape<4>) -> tensor<1x5x12x64xf32>
    %1291 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %1292 = tosa.transpose %1290 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x5x12x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_1293 = tosa.const_shape {values = dense<[1, 5, 12, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1293 = tosa.reshape %1266, %kshape_1293 : (tensor<1x5x768xf32>, !tosa.shape<4>) -> tensor<1x5x12x64xf32>
    %1294 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %1295 = tosa.transpose %1293 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x5x12x64xf32>) -> tensor<1x12x5x64xf32>
    %1296 = "tosa.const"() <{values = dense<[0, 1, 3, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %1297 = tosa.transpose %1279 {perms = array<i32: 0, 1, 3, 2>} : (tensor<1x12x5x64xf32>) -> tensor<1x12x64x5xf32>
    %1298 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x5x64xf32>}> : () -> tensor<1x12x5x64xf32>
    %1299 = tosa.add %1295, %1298 : (tensor<1x12x5x64xf32>, tensor<1x12x5x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_1300 = tosa.const_shape {values = dense<[12, 5, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1300 = tosa.reshape %1299, %kshape_1300 : (tensor<1x12x5x64xf32>, !tosa.shape<3>) -> tensor<12x5x64xf32>
    %1301 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x64x5xf32>}> : () -> tensor<1x12x64x5xf32>
    %1302 = tosa.add %1297, %1301 : (tensor<1x12x64x5xf32>, tensor<1x12x64x5xf32>) -> tensor<1x12x64x5xf32>
    %kshape_1303 = tosa.const_shape {values = dense<[12, 64, 5]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1303 = tosa.reshape %1302, %kshape_1303 : (tensor<1x12x64x5xf32>, !tosa.shape<3>) -> tensor<12x64x5xf32>
    %1304 = tosa.matmul %1300, %1303, %kzp, %kzp : (tensor<12x5x64xf32>, tensor<12x64x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x5x5xf32>
    %kshape_1305 = tosa.const_shape {values = dense<[1, 12, 5, 5]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1305 = tosa.reshape %1304, %kshape_1305 : (tensor<12x5x5xf32>, !tosa.shape<4>) -> tensor<1x12x5x5xf32>
    %1306 = "tosa.const"() <{values = dense<8.000000e+00> : tensor<1x12x5x5xf32>}> : () -> tensor<1x12x5x5xf32>
    %1307 = tosa.reciprocal %1306 : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %1308 = tosa.mul %1305, %1307, %kshift : (tensor<1x12x5x5xf32>, tensor<1x12x5x5xf32>, tensor<1xi8>) -> tensor<1x12x5x5xf32>
    %1309 = tosa.add %1308, %6 : (tensor<1x12x5x5xf32>, tensor<1x1x1x5xf32>) -> tensor<1x12x5x5xf32>
    %1310 = tosa.reduce_max %1309 {axis = 3 : i32} : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x1xf32>
    %1311 = tosa.sub %1309, %1310 : (tensor<1x12x5x5xf32>, tensor<1x12x5x1xf32>) -> tensor<1x12x5x5xf32>
    %1312 = tosa.exp %1311 : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %1313 = tosa.reduce_sum %1312 {axis = 3 : i32} : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x1xf32>
    %1314 = tosa.reciprocal %1313 : (tensor<1x12x5x1xf32>) -> tensor<1x12x5x1xf32>
    %1315 = tosa.mul %1312, %1314, %kshift : (tensor<1x12x5x5xf32>, tensor<1x12x5x1xf32>, tensor<1xi8>) -> tensor<1x12x5x5xf32>
    %1316 = tosa.identity %1315 : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %1317 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x5x5xf32>}> : () -> tensor<1x12x5x5xf32>
    %1318 = tosa.add %1316, %1317 : (tensor<1x12x5x5xf32>, tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %kshape_1319 = tosa.const_shape {values = dense<[12, 5, 5]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1319 = tosa.reshape %1318, %kshape_1319 : (tensor<1x12x5x5xf32>, !tosa.shape<3>) -> tensor<12x5x5xf32>
    %1320 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x5x64xf32>}> : () -> tensor<1x12x5x64xf32>
    %1321 = tosa.add %1292, %1320 : (tensor<1x12x5x64xf32>, tensor<1x12x5x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_1322 = tosa.const_shape {values = dense<[12, 5, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1322 = tosa.reshape %1321, %kshape_1322 : (tensor<1x12x5x64xf32>, !tosa.shape<3>) -> tensor<12x5x64xf32>
    %1323 = tosa.matmul %1319, %1322, %kzp, %kzp : (tensor<12x5x5xf32>, tensor<12x5x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x5x64xf32>
    %kshape_1324 = tosa.const_shape {values = dense<[1, 12, 5, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1324 = tosa.reshape %1323, %kshape_1324 : (tensor<12x5x64xf32>, !tosa.shape<4>) -> tensor<1x12x5x64xf32>
    %1325 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %1326 = tosa.transpose %1324 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x12x5x64xf32>) -> tensor<1x5x12x64xf32>
    %1327 = tosa.identity %1326 : (tensor<1x5x12x64xf32>) -> tensor<1x5x12x64xf32>
    %kshape_1328 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1328 = tosa.reshape %1327, %kshape_1328 : (tensor<1x5x12x64xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1329 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1329 = tosa.reshape %1328, %kshape_1329 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %1330 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1331 = tosa.transpose %arg143 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_1332 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1332 = tosa.reshape %1329, %kshape_1332 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1333 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1333 = tosa.reshape %1331, %kshape_1333 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %1334 = tosa.matmul %1332, %1333, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_1335 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1335 = tosa.reshape %1334, %kshape_1335 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_1336 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1336 = tosa.reshape %arg144, %kshape_1336 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1337 = tosa.add %1336, %1335 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_1338 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1338 = tosa.reshape %1337, %kshape_1338 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %1339 = tosa.identity %1338 : (tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %1340 = tosa.add %1339, %1256 : (tensor<1x5x768xf32>, tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %1341 = tosa.reduce_sum %1340 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %1342 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1343 = tosa.reciprocal %1342 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_1344s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_1344 = tosa.reshape %1343, %kbr_1344s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %1344 = tosa.mul %kbr_1344, %1341, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %1345 = tosa.sub %1340, %1344 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %1346 = tosa.mul %1345, %1345, %kshift : (tensor<1x5x768xf32>, tensor<1x5x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %1347 = tosa.reduce_sum %1346 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %1348 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1349 = tosa.reciprocal %1348 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_1350s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_1350 = tosa.reshape %1349, %kbr_1350s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %1350 = tosa.mul %kbr_1350, %1347, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %1351 = "tosa.const"() <{values = dense<9.99999996E-13> : tensor<1x5x1xf32>}> : () -> tensor<1x5x1xf32>
    %1352 = tosa.add %1350, %1351 : (tensor<1x5x1xf32>, tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %1353 = tosa.rsqrt %1352 : (tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %1354 = tosa.sub %1340, %1344 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %1355 = tosa.mul %1354, %1353, %kshift : (tensor<1x5x768xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_1356 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1356 = tosa.reshape %arg145, %kshape_1356 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %1357 = tosa.mul %1355, %1356, %kshift : (tensor<1x5x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_1358 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1358 = tosa.reshape %arg146, %kshape_1358 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %1359 = tosa.add %1357, %1358 : (tensor<1x5x768xf32>, tensor<1x1x768xf32>) -> tensor<1x5x768xf32>
    %kshape_1360 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1360 = tosa.reshape %1359, %kshape_1360 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %1361 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1362 = tosa.transpose %arg147 {perms = array<i32: 1, 0>} : (tensor<3072x768xf32>) -> tensor<768x3072xf32>
    %kshape_1363 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1363 = tosa.reshape %1360, %kshape_1363 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1364 = tosa.const_shape {values = dense<[1, 768, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1364 = tosa.reshape %1362, %kshape_1364 : (tensor<768x3072xf32>, !tosa.shape<3>) -> tensor<1x768x3072xf32>
    %1365 = tosa.matmul %1363, %1364, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x3072xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x3072xf32>
    %kshape_1366 = tosa.const_shape {values = dense<[5, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1366 = tosa.reshape %1365, %kshape_1366 : (tensor<1x5x3072xf32>, !tosa.shape<2>) -> tensor<5x3072xf32>
    %kshape_1367 = tosa.const_shape {values = dense<[1, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1367 = tosa.reshape %arg148, %kshape_1367 : (tensor<3072xf32>, !tosa.shape<2>) -> tensor<1x3072xf32>
    %1368 = tosa.add %1367, %1366 : (tensor<1x3072xf32>, tensor<5x3072xf32>) -> tensor<5x3072xf32>
    %kshape_1369 = tosa.const_shape {values = dense<[1, 5, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1369 = tosa.reshape %1368, %kshape_1369 : (tensor<5x3072xf32>, !tosa.shape<3>) -> tensor<1x5x3072xf32>
    %1370 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x5x3072xf32>}> : () -> tensor<1x5x3072xf32>
    %1371 = tosa.mul %1369, %1370, %kshift : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>, tensor<1xi8>) -> tensor<1x5x3072xf32>
    %1372 = "tosa.const"() <{values = dense<0.707106769> : tensor<1x5x3072xf32>}> : () -> tensor<1x5x3072xf32>
    %1373 = tosa.mul %1369, %1372, %kshift : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>, tensor<1xi8>) -> tensor<1x5x3072xf32>
    %1374 = math.erf %1373 : tensor<1x5x3072xf32>
    %1375 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x5x3072xf32>}> : () -> tensor<1x5x3072xf32>
    %1376 = tosa.add %1374, %1375 : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>) -> tensor<1x5x3072xf32>
    %1377 = tosa.mul %1371, %1376, %kshift : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>, tensor<1xi8>) -> tensor<1x5x3072xf32>
    %kshape_1378 = tosa.const_shape {values = dense<[5, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1378 = tosa.reshape %1377, %kshape_1378 : (tensor<1x5x3072xf32>, !tosa.shape<2>) -> tensor<5x3072xf32>
    %1379 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1380 = tosa.transpose %arg149 {perms = array<i32: 1, 0>} : (tensor<768x3072xf32>) -> tensor<3072x768xf32>
    %kshape_1381 = tosa.const_shape {values = dense<[1, 5, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1381 = tosa.reshape %1378, %kshape_1381 : (tensor<5x3072xf32>, !tosa.shape<3>) -> tensor<1x5x3072xf32>
    %kshape_1382 = tosa.const_shape {values = dense<[1, 3072, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1382 = tosa.reshape %1380, %kshape_1382 : (tensor<3072x768xf32>, !tosa.shape<3>) -> tensor<1x3072x768xf32>
    %1383 = tosa.matmul %1381, %1382, %kzp, %kzp : (tensor<1x5x3072xf32>, tensor<1x3072x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_1384 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1384 = tosa.reshape %1383, %kshape_1384 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_1385 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1385 = tosa.reshape %arg150, %kshape_1385 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1386 = tosa.add %1385, %1384 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_1387 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1387 = tosa.reshape %1386, %kshape_1387 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %1388 = tosa.identity %1387 : (tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %1389 = tosa.add %1388, %1359 : (tensor<1x5x768xf32>, tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %1390 = tosa.reduce_sum %1389 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %1391 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1392 = tosa.reciprocal %1391 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_1393s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_1393 = tosa.reshape %1392, %kbr_1393s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %1393 = tosa.mul %kbr_1393, %1390, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %1394 = tosa.sub %1389, %1393 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %1395 = tosa.mul %1394, %1394, %kshift : (tensor<1x5x768xf32>, tensor<1x5x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %1396 = tosa.reduce_sum %1395 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %1397 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1398 = tosa.reciprocal %1397 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_1399s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_1399 = tosa.reshape %1398, %kbr_1399s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %1399 = tosa.mul %kbr_1399, %1396, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %1400 = "tosa.const"() <{values = dense<9.99999996E-13> : tensor<1x5x1xf32>}> : () -> tensor<1x5x1xf32>
    %1401 = tosa.add %1399, %1400 : (tensor<1x5x1xf32>, tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %1402 = tosa.rsqrt %1401 : (tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %1403 = tosa.sub %1389, %1393 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %1404 = tosa.mul %1403, %1402, %kshift : (tensor<1x5x768xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_1405 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1405 = tosa.reshape %arg151, %kshape_1405 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %1406 = tosa.mul %1404, %1405, %kshift : (tensor<1x5x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_1407 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1407 = tosa.reshape %arg152, %kshape_1407 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %1408 = tosa.add %1406, %1407 : (tensor<1x5x768xf32>, tensor<1x1x768xf32>) -> tensor<1x5x768xf32>
    %kshape_1409 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1409 = tosa.reshape %1408, %kshape_1409 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %1410 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1411 = tosa.transpose %arg153 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_1412 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1412 = tosa.reshape %1409, %kshape_1412 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1413 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1413 = tosa.reshape %1411, %kshape_1413 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %1414 = tosa.matmul %1412, %1413, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_1415 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1415 = tosa.reshape %1414, %kshape_1415 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_1416 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1416 = tosa.reshape %arg154, %kshape_1416 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1417 = tosa.add %1416, %1415 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_1418 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1418 = tosa.reshape %1417, %kshape_1418 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1419 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1419 = tosa.reshape %1408, %kshape_1419 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %1420 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1421 = tosa.transpose %arg155 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_1422 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1422 = tosa.reshape %1419, %kshape_1422 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1423 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1423 = tosa.reshape %1421, %kshape_1423 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %1424 = tosa.matmul %1422, %1423, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_1425 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1425 = tosa.reshape %1424, %kshape_1425 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_1426 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1426 = tosa.reshape %arg156, %kshape_1426 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1427 = tosa.add %1426, %1425 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_1428 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1428 = tosa.reshape %1427, %kshape_1428 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1429 = tosa.const_shape {values = dense<[1, 5, 12, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1429 = tosa.reshape %1428, %kshape_1429 : (tensor<1x5x768xf32>, !tosa.shape<4>) -> tensor<1x5x12x64xf32>
    %1430 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %1431 = tosa.transpose %1429 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x5x12x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_1432 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1432 = tosa.reshape %1408, %kshape_1432 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %1433 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1434 = tosa.transpose %arg157 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_1435 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1435 = tosa.reshape %1432, %kshape_1435 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1436 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1436 = tosa.reshape %1434, %kshape_1436 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %1437 = tosa.matmul %1435, %1436, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_1438 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1438 = tosa.reshape %1437, %kshape_1438 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_1439 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1439 = tosa.reshape %arg158, %kshape_1439 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1440 = tosa.add %1439, %1438 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_1441 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1441 = tosa.reshape %1440, %kshape_1441 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1442 = tosa.const_shape {values = dense<[1, 5, 12, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1442 = tosa.reshape %1441, %kshape_1442 : (tensor<1x5x768xf32>, !tosa.shape<4>) -> tensor<1x5x12x64xf32>
    %1443 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %1444 = tosa.transpose %1442 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x5x12x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_1445 = tosa.const_shape {values = dense<[1, 5, 12, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1445 = tosa.reshape %1418, %kshape_1445 : (tensor<1x5x768xf32>, !tosa.shape<4>) -> tensor<1x5x12x64xf32>
    %1446 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %1447 = tosa.transpose %1445 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x5x12x64xf32>) -> tensor<1x12x5x64xf32>
    %1448 = "tosa.const"() <{values = dense<[0, 1, 3, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %1449 = tosa.transpose %1431 {perms = array<i32: 0, 1, 3, 2>} : (tensor<1x12x5x64xf32>) -> tensor<1x12x64x5xf32>
    %1450 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x5x64xf32>}> : () -> tensor<1x12x5x64xf32>
    %1451 = tosa.add %1447, %1450 : (tensor<1x12x5x64xf32>, tensor<1x12x5x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_1452 = tosa.const_shape {values = dense<[12, 5, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1452 = tosa.reshape %1451, %kshape_1452 : (tensor<1x12x5x64xf32>, !tosa.shape<3>) -> tensor<12x5x64xf32>
    %1453 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x64x5xf32>}> : () -> tensor<1x12x64x5xf32>
    %1454 = tosa.add %1449, %1453 : (tensor<1x12x64x5xf32>, tensor<1x12x64x5xf32>) -> tensor<1x12x64x5xf32>
    %kshape_1455 = tosa.const_shape {values = dense<[12, 64, 5]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1455 = tosa.reshape %1454, %kshape_1455 : (tensor<1x12x64x5xf32>, !tosa.shape<3>) -> tensor<12x64x5xf32>
    %1456 = tosa.matmul %1452, %1455, %kzp, %kzp : (tensor<12x5x64xf32>, tensor<12x64x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x5x5xf32>
    %kshape_1457 = tosa.const_shape {values = dense<[1, 12, 5, 5]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1457 = tosa.reshape %1456, %kshape_1457 : (tensor<12x5x5xf32>, !tosa.shape<4>) -> tensor<1x12x5x5xf32>
    %1458 = "tosa.const"() <{values = dense<8.000000e+00> : tensor<1x12x5x5xf32>}> : () -> tensor<1x12x5x5xf32>
    %1459 = tosa.reciprocal %1458 : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %1460 = tosa.mul %1457, %1459, %kshift : (tensor<1x12x5x5xf32>, tensor<1x12x5x5xf32>, tensor<1xi8>) -> tensor<1x12x5x5xf32>
    %1461 = tosa.add %1460, %6 : (tensor<1x12x5x5xf32>, tensor<1x1x1x5xf32>) -> tensor<1x12x5x5xf32>
    %1462 = tosa.reduce_max %1461 {axis = 3 : i32} : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x1xf32>
    %1463 = tosa.sub %1461, %1462 : (tensor<1x12x5x5xf32>, tensor<1x12x5x1xf32>) -> tensor<1x12x5x5xf32>
    %1464 = tosa.exp %1463 : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %1465 = tosa.reduce_sum %1464 {axis = 3 : i32} : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x1xf32>
    %1466 = tosa.reciprocal %1465 : (tensor<1x12x5x1xf32>) -> tensor<1x12x5x1xf32>
    %1467 = tosa.mul %1464, %1466, %kshift : (tensor<1x12x5x5xf32>, tensor<1x12x5x1xf32>, tensor<1xi8>) -> tensor<1x12x5x5xf32>
    %1468 = tosa.identity %1467 : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %1469 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x5x5xf32>}> : () -> tensor<1x12x5x5xf32>
    %1470 = tosa.add %1468, %1469 : (tensor<1x12x5x5xf32>, tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %kshape_1471 = tosa.const_shape {values = dense<[12, 5, 5]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1471 = tosa.reshape %1470, %kshape_1471 : (tensor<1x12x5x5xf32>, !tosa.shape<3>) -> tensor<12x5x5xf32>
    %1472 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x5x64xf32>}> : () -> tensor<1x12x5x64xf32>
    %1473 = tosa.add %1444, %1472 : (tensor<1x12x5x64xf32>, tensor<1x12x5x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_1474 = tosa.const_shape {values = dense<[12, 5, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1474 = tosa.reshape %1473, %kshape_1474 : (tensor<1x12x5x64xf32>, !tosa.shape<3>) -> tensor<12x5x64xf32>
    %1475 = tosa.matmul %1471, %1474, %kzp, %kzp : (tensor<12x5x5xf32>, tensor<12x5x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x5x64xf32>
    %kshape_1476 = tosa.const_shape {values = dense<[1, 12, 5, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1476 = tosa.reshape %1475, %kshape_1476 : (tensor<12x5x64xf32>, !tosa.shape<4>) -> tensor<1x12x5x64xf32>
    %1477 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %1478 = tosa.transpose %1476 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x12x5x64xf32>) -> tensor<1x5x12x64xf32>
    %1479 = tosa.identity %1478 : (tensor<1x5x12x64xf32>) -> tensor<1x5x12x64xf32>
    %kshape_1480 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1480 = tosa.reshape %1479, %kshape_1480 : (tensor<1x5x12x64xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1481 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1481 = tosa.reshape %1480, %kshape_1481 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %1482 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1483 = tosa.transpose %arg159 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_1484 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1484 = tosa.reshape %1481, %kshape_1484 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1485 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1485 = tosa.reshape %1483, %kshape_1485 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %1486 = tosa.matmul %1484, %1485, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_1487 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1487 = tosa.reshape %1486, %kshape_1487 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_1488 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1488 = tosa.reshape %arg160, %kshape_1488 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1489 = tosa.add %1488, %1487 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_1490 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1490 = tosa.reshape %1489, %kshape_1490 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %1491 = tosa.identity %1490 : (tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %1492 = tosa.add %1491, %1408 : (tensor<1x5x768xf32>, tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %1493 = tosa.reduce_sum %1492 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %1494 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1495 = tosa.reciprocal %1494 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_1496s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_1496 = tosa.reshape %1495, %kbr_1496s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %1496 = tosa.mul %kbr_1496, %1493, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %1497 = tosa.sub %1492, %1496 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %1498 = tosa.mul %1497, %1497, %kshift : (tensor<1x5x768xf32>, tensor<1x5x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %1499 = tosa.reduce_sum %1498 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %1500 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1501 = tosa.reciprocal %1500 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_1502s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_1502 = tosa.reshape %1501, %kbr_1502s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %1502 = tosa.mul %kbr_1502, %1499, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %1503 = "tosa.const"() <{values = dense<9.99999996E-13> : tensor<1x5x1xf32>}> : () -> tensor<1x5x1xf32>
    %1504 = tosa.add %1502, %1503 : (tensor<1x5x1xf32>, tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %1505 = tosa.rsqrt %1504 : (tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %1506 = tosa.sub %1492, %1496 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %1507 = tosa.mul %1506, %1505, %kshift : (tensor<1x5x768xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_1508 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1508 = tosa.reshape %arg161, %kshape_1508 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %1509 = tosa.mul %1507, %1508, %kshift : (tensor<1x5x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_1510 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1510 = tosa.reshape %arg162, %kshape_1510 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %1511 = tosa.add %1509, %1510 : (tensor<1x5x768xf32>, tensor<1x1x768xf32>) -> tensor<1x5x768xf32>
    %kshape_1512 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1512 = tosa.reshape %1511, %kshape_1512 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %1513 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1514 = tosa.transpose %arg163 {perms = array<i32: 1, 0>} : (tensor<3072x768xf32>) -> tensor<768x3072xf32>
    %kshape_1515 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1515 = tosa.reshape %1512, %kshape_1515 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1516 = tosa.const_shape {values = dense<[1, 768, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1516 = tosa.reshape %1514, %kshape_1516 : (tensor<768x3072xf32>, !tosa.shape<3>) -> tensor<1x768x3072xf32>
    %1517 = tosa.matmul %1515, %1516, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x3072xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x3072xf32>
    %kshape_1518 = tosa.const_shape {values = dense<[5, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1518 = tosa.reshape %1517, %kshape_1518 : (tensor<1x5x3072xf32>, !tosa.shape<2>) -> tensor<5x3072xf32>
    %kshape_1519 = tosa.const_shape {values = dense<[1, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1519 = tosa.reshape %arg164, %kshape_1519 : (tensor<3072xf32>, !tosa.shape<2>) -> tensor<1x3072xf32>
    %1520 = tosa.add %1519, %1518 : (tensor<1x3072xf32>, tensor<5x3072xf32>) -> tensor<5x3072xf32>
    %kshape_1521 = tosa.const_shape {values = dense<[1, 5, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1521 = tosa.reshape %1520, %kshape_1521 : (tensor<5x3072xf32>, !tosa.shape<3>) -> tensor<1x5x3072xf32>
    %1522 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x5x3072xf32>}> : () -> tensor<1x5x3072xf32>
    %1523 = tosa.mul %1521, %1522, %kshift : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>, tensor<1xi8>) -> tensor<1x5x3072xf32>
    %1524 = "tosa.const"() <{values = dense<0.707106769> : tensor<1x5x3072xf32>}> : () -> tensor<1x5x3072xf32>
    %1525 = tosa.mul %1521, %1524, %kshift : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>, tensor<1xi8>) -> tensor<1x5x3072xf32>
    %1526 = math.erf %1525 : tensor<1x5x3072xf32>
    %1527 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x5x3072xf32>}> : () -> tensor<1x5x3072xf32>
    %1528 = tosa.add %1526, %1527 : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>) -> tensor<1x5x3072xf32>
    %1529 = tosa.mul %1523, %1528, %kshift : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>, tensor<1xi8>) -> tensor<1x5x3072xf32>
    %kshape_1530 = tosa.const_shape {values = dense<[5, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1530 = tosa.reshape %1529, %kshape_1530 : (tensor<1x5x3072xf32>, !tosa.shape<2>) -> tensor<5x3072xf32>
    %1531 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1532 = tosa.transpose %arg165 {perms = array<i32: 1, 0>} : (tensor<768x3072xf32>) -> tensor<3072x768xf32>
    %kshape_1533 = tosa.const_shape {values = dense<[1, 5, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1533 = tosa.reshape %1530, %kshape_1533 : (tensor<5x3072xf32>, !tosa.shape<3>) -> tensor<1x5x3072xf32>
    %kshape_1534 = tosa.const_shape {values = dense<[1, 3072, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1534 = tosa.reshape %1532, %kshape_1534 : (tensor<3072x768xf32>, !tosa.shape<3>) -> tensor<1x3072x768xf32>
    %1535 = tosa.matmul %1533, %1534, %kzp, %kzp : (tensor<1x5x3072xf32>, tensor<1x3072x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_1536 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1536 = tosa.reshape %1535, %kshape_1536 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_1537 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1537 = tosa.reshape %arg166, %kshape_1537 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1538 = tosa.add %1537, %1536 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_1539 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1539 = tosa.reshape %1538, %kshape_1539 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %1540 = tosa.identity %1539 : (tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %1541 = tosa.add %1540, %1511 : (tensor<1x5x768xf32>, tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %1542 = tosa.reduce_sum %1541 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %1543 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1544 = tosa.reciprocal %1543 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_1545s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_1545 = tosa.reshape %1544, %kbr_1545s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %1545 = tosa.mul %kbr_1545, %1542, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %1546 = tosa.sub %1541, %1545 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %1547 = tosa.mul %1546, %1546, %kshift : (tensor<1x5x768xf32>, tensor<1x5x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %1548 = tosa.reduce_sum %1547 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %1549 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1550 = tosa.reciprocal %1549 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_1551s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_1551 = tosa.reshape %1550, %kbr_1551s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %1551 = tosa.mul %kbr_1551, %1548, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %1552 = "tosa.const"() <{values = dense<9.99999996E-13> : tensor<1x5x1xf32>}> : () -> tensor<1x5x1xf32>
    %1553 = tosa.add %1551, %1552 : (tensor<1x5x1xf32>, tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %1554 = tosa.rsqrt %1553 : (tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %1555 = tosa.sub %1541, %1545 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %1556 = tosa.mul %1555, %1554, %kshift : (tensor<1x5x768xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_1557 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1557 = tosa.reshape %arg167, %kshape_1557 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %1558 = tosa.mul %1556, %1557, %kshift : (tensor<1x5x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_1559 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1559 = tosa.reshape %arg168, %kshape_1559 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %1560 = tosa.add %1558, %1559 : (tensor<1x5x768xf32>, tensor<1x1x768xf32>) -> tensor<1x5x768xf32>
    %kshape_1561 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1561 = tosa.reshape %1560, %kshape_1561 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %1562 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1563 = tosa.transpose %arg169 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_1564 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1564 = tosa.reshape %1561, %kshape_1564 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1565 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1565 = tosa.reshape %1563, %kshape_1565 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %1566 = tosa.matmul %1564, %1565, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_1567 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1567 = tosa.reshape %1566, %kshape_1567 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_1568 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1568 = tosa.reshape %arg170, %kshape_1568 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1569 = tosa.add %1568, %1567 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_1570 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1570 = tosa.reshape %1569, %kshape_1570 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1571 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1571 = tosa.reshape %1560, %kshape_1571 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %1572 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1573 = tosa.transpose %arg171 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_1574 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1574 = tosa.reshape %1571, %kshape_1574 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1575 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1575 = tosa.reshape %1573, %kshape_1575 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %1576 = tosa.matmul %1574, %1575, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_1577 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1577 = tosa.reshape %1576, %kshape_1577 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_1578 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1578 = tosa.reshape %arg172, %kshape_1578 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1579 = tosa.add %1578, %1577 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_1580 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1580 = tosa.reshape %1579, %kshape_1580 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1581 = tosa.const_shape {values = dense<[1, 5, 12, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1581 = tosa.reshape %1580, %kshape_1581 : (tensor<1x5x768xf32>, !tosa.shape<4>) -> tensor<1x5x12x64xf32>
    %1582 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %1583 = tosa.transpose %1581 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x5x12x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_1584 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1584 = tosa.reshape %1560, %kshape_1584 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %1585 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1586 = tosa.transpose %arg173 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_1587 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1587 = tosa.reshape %1584, %kshape_1587 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1588 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1588 = tosa.reshape %1586, %kshape_1588 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %1589 = tosa.matmul %1587, %1588, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_1590 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1590 = tosa.reshape %1589, %kshape_1590 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_1591 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1591 = tosa.reshape %arg174, %kshape_1591 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1592 = tosa.add %1591, %1590 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_1593 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1593 = tosa.reshape %1592, %kshape_1593 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1594 = tosa.const_shape {values = dense<[1, 5, 12, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1594 = tosa.reshape %1593, %kshape_1594 : (tensor<1x5x768xf32>, !tosa.shape<4>) -> tensor<1x5x12x64xf32>
    %1595 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %1596 = tosa.transpose %1594 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x5x12x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_1597 = tosa.const_shape {values = dense<[1, 5, 12, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1597 = tosa.reshape %1570, %kshape_1597 : (tensor<1x5x768xf32>, !tosa.shape<4>) -> tensor<1x5x12x64xf32>
    %1598 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %1599 = tosa.transpose %1597 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x5x12x64xf32>) -> tensor<1x12x5x64xf32>
    %1600 = "tosa.const"() <{values = dense<[0, 1, 3, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %1601 = tosa.transpose %1583 {perms = array<i32: 0, 1, 3, 2>} : (tensor<1x12x5x64xf32>) -> tensor<1x12x64x5xf32>
    %1602 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x5x64xf32>}> : () -> tensor<1x12x5x64xf32>
    %1603 = tosa.add %1599, %1602 : (tensor<1x12x5x64xf32>, tensor<1x12x5x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_1604 = tosa.const_shape {values = dense<[12, 5, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1604 = tosa.reshape %1603, %kshape_1604 : (tensor<1x12x5x64xf32>, !tosa.shape<3>) -> tensor<12x5x64xf32>
    %1605 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x64x5xf32>}> : () -> tensor<1x12x64x5xf32>
    %1606 = tosa.add %1601, %1605 : (tensor<1x12x64x5xf32>, tensor<1x12x64x5xf32>) -> tensor<1x12x64x5xf32>
    %kshape_1607 = tosa.const_shape {values = dense<[12, 64, 5]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1607 = tosa.reshape %1606, %kshape_1607 : (tensor<1x12x64x5xf32>, !tosa.shape<3>) -> tensor<12x64x5xf32>
    %1608 = tosa.matmul %1604, %1607, %kzp, %kzp : (tensor<12x5x64xf32>, tensor<12x64x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x5x5xf32>
    %kshape_1609 = tosa.const_shape {values = dense<[1, 12, 5, 5]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1609 = tosa.reshape %1608, %kshape_1609 : (tensor<12x5x5xf32>, !tosa.shape<4>) -> tensor<1x12x5x5xf32>
    %1610 = "tosa.const"() <{values = dense<8.000000e+00> : tensor<1x12x5x5xf32>}> : () -> tensor<1x12x5x5xf32>
    %1611 = tosa.reciprocal %1610 : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %1612 = tosa.mul %1609, %1611, %kshift : (tensor<1x12x5x5xf32>, tensor<1x12x5x5xf32>, tensor<1xi8>) -> tensor<1x12x5x5xf32>
    %1613 = tosa.add %1612, %6 : (tensor<1x12x5x5xf32>, tensor<1x1x1x5xf32>) -> tensor<1x12x5x5xf32>
    %1614 = tosa.reduce_max %1613 {axis = 3 : i32} : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x1xf32>
    %1615 = tosa.sub %1613, %1614 : (tensor<1x12x5x5xf32>, tensor<1x12x5x1xf32>) -> tensor<1x12x5x5xf32>
    %1616 = tosa.exp %1615 : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %1617 = tosa.reduce_sum %1616 {axis = 3 : i32} : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x1xf32>
    %1618 = tosa.reciprocal %1617 : (tensor<1x12x5x1xf32>) -> tensor<1x12x5x1xf32>
    %1619 = tosa.mul %1616, %1618, %kshift : (tensor<1x12x5x5xf32>, tensor<1x12x5x1xf32>, tensor<1xi8>) -> tensor<1x12x5x5xf32>
    %1620 = tosa.identity %1619 : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %1621 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x5x5xf32>}> : () -> tensor<1x12x5x5xf32>
    %1622 = tosa.add %1620, %1621 : (tensor<1x12x5x5xf32>, tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %kshape_1623 = tosa.const_shape {values = dense<[12, 5, 5]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1623 = tosa.reshape %1622, %kshape_1623 : (tensor<1x12x5x5xf32>, !tosa.shape<3>) -> tensor<12x5x5xf32>
    %1624 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x5x64xf32>}> : () -> tensor<1x12x5x64xf32>
    %1625 = tosa.add %1596, %1624 : (tensor<1x12x5x64xf32>, tensor<1x12x5x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_1626 = tosa.const_shape {values = dense<[12, 5, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1626 = tosa.reshape %1625, %kshape_1626 : (tensor<1x12x5x64xf32>, !tosa.shape<3>) -> tensor<12x5x64xf32>
    %1627 = tosa.matmul %1623, %1626, %kzp, %kzp : (tensor<12x5x5xf32>, tensor<12x5x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x5x64xf32>
    %kshape_1628 = tosa.const_shape {values = dense<[1, 12, 5, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1628 = tosa.reshape %1627, %kshape_1628 : (tensor<12x5x64xf32>, !tosa.shape<4>) -> tensor<1x12x5x64xf32>
    %1629 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %1630 = tosa.transpose %1628 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x12x5x64xf32>) -> tensor<1x5x12x64xf32>
    %1631 = tosa.identity %1630 : (tensor<1x5x12x64xf32>) -> tensor<1x5x12x64xf32>
    %kshape_1632 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1632 = tosa.reshape %1631, %kshape_1632 : (tensor<1x5x12x64xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1633 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1633 = tosa.reshape %1632, %kshape_1633 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %1634 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1635 = tosa.transpose %arg175 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_1636 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1636 = tosa.reshape %1633, %kshape_1636 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1637 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1637 = tosa.reshape %1635, %kshape_1637 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %1638 = tosa.matmul %1636, %1637, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_1639 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1639 = tosa.reshape %1638, %kshape_1639 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_1640 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1640 = tosa.reshape %arg176, %kshape_1640 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1641 = tosa.add %1640, %1639 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_1642 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1642 = tosa.reshape %1641, %kshape_1642 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %1643 = tosa.identity %1642 : (tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %1644 = tosa.add %1643, %1560 : (tensor<1x5x768xf32>, tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %1645 = tosa.reduce_sum %1644 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %1646 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1647 = tosa.reciprocal %1646 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_1648s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_1648 = tosa.reshape %1647, %kbr_1648s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %1648 = tosa.mul %kbr_1648, %1645, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %1649 = tosa.sub %1644, %1648 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %1650 = tosa.mul %1649, %1649, %kshift : (tensor<1x5x768xf32>, tensor<1x5x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %1651 = tosa.reduce_sum %1650 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %1652 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1653 = tosa.reciprocal %1652 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_1654s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_1654 = tosa.reshape %1653, %kbr_1654s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %1654 = tosa.mul %kbr_1654, %1651, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %1655 = "tosa.const"() <{values = dense<9.99999996E-13> : tensor<1x5x1xf32>}> : () -> tensor<1x5x1xf32>
    %1656 = tosa.add %1654, %1655 : (tensor<1x5x1xf32>, tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %1657 = tosa.rsqrt %1656 : (tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %1658 = tosa.sub %1644, %1648 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %1659 = tosa.mul %1658, %1657, %kshift : (tensor<1x5x768xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_1660 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1660 = tosa.reshape %arg177, %kshape_1660 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %1661 = tosa.mul %1659, %1660, %kshift : (tensor<1x5x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_1662 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1662 = tosa.reshape %arg178, %kshape_1662 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %1663 = tosa.add %1661, %1662 : (tensor<1x5x768xf32>, tensor<1x1x768xf32>) -> tensor<1x5x768xf32>
    %kshape_1664 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1664 = tosa.reshape %1663, %kshape_1664 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %1665 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1666 = tosa.transpose %arg179 {perms = array<i32: 1, 0>} : (tensor<3072x768xf32>) -> tensor<768x3072xf32>
    %kshape_1667 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1667 = tosa.reshape %1664, %kshape_1667 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1668 = tosa.const_shape {values = dense<[1, 768, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1668 = tosa.reshape %1666, %kshape_1668 : (tensor<768x3072xf32>, !tosa.shape<3>) -> tensor<1x768x3072xf32>
    %1669 = tosa.matmul %1667, %1668, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x3072xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x3072xf32>
    %kshape_1670 = tosa.const_shape {values = dense<[5, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1670 = tosa.reshape %1669, %kshape_1670 : (tensor<1x5x3072xf32>, !tosa.shape<2>) -> tensor<5x3072xf32>
    %kshape_1671 = tosa.const_shape {values = dense<[1, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1671 = tosa.reshape %arg180, %kshape_1671 : (tensor<3072xf32>, !tosa.shape<2>) -> tensor<1x3072xf32>
    %1672 = tosa.add %1671, %1670 : (tensor<1x3072xf32>, tensor<5x3072xf32>) -> tensor<5x3072xf32>
    %kshape_1673 = tosa.const_shape {values = dense<[1, 5, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1673 = tosa.reshape %1672, %kshape_1673 : (tensor<5x3072xf32>, !tosa.shape<3>) -> tensor<1x5x3072xf32>
    %1674 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x5x3072xf32>}> : () -> tensor<1x5x3072xf32>
    %1675 = tosa.mul %1673, %1674, %kshift : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>, tensor<1xi8>) -> tensor<1x5x3072xf32>
    %1676 = "tosa.const"() <{values = dense<0.707106769> : tensor<1x5x3072xf32>}> : () -> tensor<1x5x3072xf32>
    %1677 = tosa.mul %1673, %1676, %kshift : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>, tensor<1xi8>) -> tensor<1x5x3072xf32>
    %1678 = math.erf %1677 : tensor<1x5x3072xf32>
    %1679 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x5x3072xf32>}> : () -> tensor<1x5x3072xf32>
    %1680 = tosa.add %1678, %1679 : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>) -> tensor<1x5x3072xf32>
    %1681 = tosa.mul %1675, %1680, %kshift : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>, tensor<1xi8>) -> tensor<1x5x3072xf32>
    %kshape_1682 = tosa.const_shape {values = dense<[5, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1682 = tosa.reshape %1681, %kshape_1682 : (tensor<1x5x3072xf32>, !tosa.shape<2>) -> tensor<5x3072xf32>
    %1683 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1684 = tosa.transpose %arg181 {perms = array<i32: 1, 0>} : (tensor<768x3072xf32>) -> tensor<3072x768xf32>
    %kshape_1685 = tosa.const_shape {values = dense<[1, 5, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1685 = tosa.reshape %1682, %kshape_1685 : (tensor<5x3072xf32>, !tosa.shape<3>) -> tensor<1x5x3072xf32>
    %kshape_1686 = tosa.const_shape {values = dense<[1, 3072, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1686 = tosa.reshape %1684, %kshape_1686 : (tensor<3072x768xf32>, !tosa.shape<3>) -> tensor<1x3072x768xf32>
    %1687 = tosa.matmul %1685, %1686, %kzp, %kzp : (tensor<1x5x3072xf32>, tensor<1x3072x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_1688 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1688 = tosa.reshape %1687, %kshape_1688 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_1689 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1689 = tosa.reshape %arg182, %kshape_1689 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1690 = tosa.add %1689, %1688 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_1691 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1691 = tosa.reshape %1690, %kshape_1691 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %1692 = tosa.identity %1691 : (tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %1693 = tosa.add %1692, %1663 : (tensor<1x5x768xf32>, tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %1694 = tosa.reduce_sum %1693 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %1695 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1696 = tosa.reciprocal %1695 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_1697s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_1697 = tosa.reshape %1696, %kbr_1697s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %1697 = tosa.mul %kbr_1697, %1694, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %1698 = tosa.sub %1693, %1697 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %1699 = tosa.mul %1698, %1698, %kshift : (tensor<1x5x768xf32>, tensor<1x5x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %1700 = tosa.reduce_sum %1699 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %1701 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1702 = tosa.reciprocal %1701 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_1703s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_1703 = tosa.reshape %1702, %kbr_1703s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %1703 = tosa.mul %kbr_1703, %1700, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %1704 = "tosa.const"() <{values = dense<9.99999996E-13> : tensor<1x5x1xf32>}> : () -> tensor<1x5x1xf32>
    %1705 = tosa.add %1703, %1704 : (tensor<1x5x1xf32>, tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %1706 = tosa.rsqrt %1705 : (tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %1707 = tosa.sub %1693, %1697 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %1708 = tosa.mul %1707, %1706, %kshift : (tensor<1x5x768xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_1709 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1709 = tosa.reshape %arg183, %kshape_1709 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %1710 = tosa.mul %1708, %1709, %kshift : (tensor<1x5x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_1711 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1711 = tosa.reshape %arg184, %kshape_1711 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %1712 = tosa.add %1710, %1711 : (tensor<1x5x768xf32>, tensor<1x1x768xf32>) -> tensor<1x5x768xf32>
    %kshape_1713 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1713 = tosa.reshape %1712, %kshape_1713 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %1714 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1715 = tosa.transpose %arg185 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_1716 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1716 = tosa.reshape %1713, %kshape_1716 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1717 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1717 = tosa.reshape %1715, %kshape_1717 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %1718 = tosa.matmul %1716, %1717, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_1719 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1719 = tosa.reshape %1718, %kshape_1719 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_1720 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1720 = tosa.reshape %arg186, %kshape_1720 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1721 = tosa.add %1720, %1719 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_1722 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1722 = tosa.reshape %1721, %kshape_1722 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1723 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1723 = tosa.reshape %1712, %kshape_1723 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %1724 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1725 = tosa.transpose %arg187 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_1726 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1726 = tosa.reshape %1723, %kshape_1726 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1727 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1727 = tosa.reshape %1725, %kshape_1727 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %1728 = tosa.matmul %1726, %1727, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_1729 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1729 = tosa.reshape %1728, %kshape_1729 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_1730 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1730 = tosa.reshape %arg188, %kshape_1730 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1731 = tosa.add %1730, %1729 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_1732 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1732 = tosa.reshape %1731, %kshape_1732 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1733 = tosa.const_shape {values = dense<[1, 5, 12, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1733 = tosa.reshape %1732, %kshape_1733 : (tensor<1x5x768xf32>, !tosa.shape<4>) -> tensor<1x5x12x64xf32>
    %1734 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %1735 = tosa.transpose %1733 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x5x12x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_1736 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1736 = tosa.reshape %1712, %kshape_1736 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %1737 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1738 = tosa.transpose %arg189 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_1739 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1739 = tosa.reshape %1736, %kshape_1739 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1740 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1740 = tosa.reshape %1738, %kshape_1740 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %1741 = tosa.matmul %1739, %1740, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_1742 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1742 = tosa.reshape %1741, %kshape_1742 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_1743 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1743 = tosa.reshape %arg190, %kshape_1743 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1744 = tosa.add %1743, %1742 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_1745 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1745 = tosa.reshape %1744, %kshape_1745 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1746 = tosa.const_shape {values = dense<[1, 5, 12, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1746 = tosa.reshape %1745, %kshape_1746 : (tensor<1x5x768xf32>, !tosa.shape<4>) -> tensor<1x5x12x64xf32>
    %1747 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %1748 = tosa.transpose %1746 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x5x12x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_1749 = tosa.const_shape {values = dense<[1, 5, 12, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1749 = tosa.reshape %1722, %kshape_1749 : (tensor<1x5x768xf32>, !tosa.shape<4>) -> tensor<1x5x12x64xf32>
    %1750 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %1751 = tosa.transpose %1749 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x5x12x64xf32>) -> tensor<1x12x5x64xf32>
    %1752 = "tosa.const"() <{values = dense<[0, 1, 3, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %1753 = tosa.transpose %1735 {perms = array<i32: 0, 1, 3, 2>} : (tensor<1x12x5x64xf32>) -> tensor<1x12x64x5xf32>
    %1754 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x5x64xf32>}> : () -> tensor<1x12x5x64xf32>
    %1755 = tosa.add %1751, %1754 : (tensor<1x12x5x64xf32>, tensor<1x12x5x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_1756 = tosa.const_shape {values = dense<[12, 5, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1756 = tosa.reshape %1755, %kshape_1756 : (tensor<1x12x5x64xf32>, !tosa.shape<3>) -> tensor<12x5x64xf32>
    %1757 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x64x5xf32>}> : () -> tensor<1x12x64x5xf32>
    %1758 = tosa.add %1753, %1757 : (tensor<1x12x64x5xf32>, tensor<1x12x64x5xf32>) -> tensor<1x12x64x5xf32>
    %kshape_1759 = tosa.const_shape {values = dense<[12, 64, 5]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1759 = tosa.reshape %1758, %kshape_1759 : (tensor<1x12x64x5xf32>, !tosa.shape<3>) -> tensor<12x64x5xf32>
    %1760 = tosa.matmul %1756, %1759, %kzp, %kzp : (tensor<12x5x64xf32>, tensor<12x64x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x5x5xf32>
    %kshape_1761 = tosa.const_shape {values = dense<[1, 12, 5, 5]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1761 = tosa.reshape %1760, %kshape_1761 : (tensor<12x5x5xf32>, !tosa.shape<4>) -> tensor<1x12x5x5xf32>
    %1762 = "tosa.const"() <{values = dense<8.000000e+00> : tensor<1x12x5x5xf32>}> : () -> tensor<1x12x5x5xf32>
    %1763 = tosa.reciprocal %1762 : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %1764 = tosa.mul %1761, %1763, %kshift : (tensor<1x12x5x5xf32>, tensor<1x12x5x5xf32>, tensor<1xi8>) -> tensor<1x12x5x5xf32>
    %1765 = tosa.add %1764, %6 : (tensor<1x12x5x5xf32>, tensor<1x1x1x5xf32>) -> tensor<1x12x5x5xf32>
    %1766 = tosa.reduce_max %1765 {axis = 3 : i32} : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x1xf32>
    %1767 = tosa.sub %1765, %1766 : (tensor<1x12x5x5xf32>, tensor<1x12x5x1xf32>) -> tensor<1x12x5x5xf32>
    %1768 = tosa.exp %1767 : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %1769 = tosa.reduce_sum %1768 {axis = 3 : i32} : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x1xf32>
    %1770 = tosa.reciprocal %1769 : (tensor<1x12x5x1xf32>) -> tensor<1x12x5x1xf32>
    %1771 = tosa.mul %1768, %1770, %kshift : (tensor<1x12x5x5xf32>, tensor<1x12x5x1xf32>, tensor<1xi8>) -> tensor<1x12x5x5xf32>
    %1772 = tosa.identity %1771 : (tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %1773 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x5x5xf32>}> : () -> tensor<1x12x5x5xf32>
    %1774 = tosa.add %1772, %1773 : (tensor<1x12x5x5xf32>, tensor<1x12x5x5xf32>) -> tensor<1x12x5x5xf32>
    %kshape_1775 = tosa.const_shape {values = dense<[12, 5, 5]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1775 = tosa.reshape %1774, %kshape_1775 : (tensor<1x12x5x5xf32>, !tosa.shape<3>) -> tensor<12x5x5xf32>
    %1776 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x12x5x64xf32>}> : () -> tensor<1x12x5x64xf32>
    %1777 = tosa.add %1748, %1776 : (tensor<1x12x5x64xf32>, tensor<1x12x5x64xf32>) -> tensor<1x12x5x64xf32>
    %kshape_1778 = tosa.const_shape {values = dense<[12, 5, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1778 = tosa.reshape %1777, %kshape_1778 : (tensor<1x12x5x64xf32>, !tosa.shape<3>) -> tensor<12x5x64xf32>
    %1779 = tosa.matmul %1775, %1778, %kzp, %kzp : (tensor<12x5x5xf32>, tensor<12x5x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<12x5x64xf32>
    %kshape_1780 = tosa.const_shape {values = dense<[1, 12, 5, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1780 = tosa.reshape %1779, %kshape_1780 : (tensor<12x5x64xf32>, !tosa.shape<4>) -> tensor<1x12x5x64xf32>
    %1781 = "tosa.const"() <{values = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %1782 = tosa.transpose %1780 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x12x5x64xf32>) -> tensor<1x5x12x64xf32>
    %1783 = tosa.identity %1782 : (tensor<1x5x12x64xf32>) -> tensor<1x5x12x64xf32>
    %kshape_1784 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1784 = tosa.reshape %1783, %kshape_1784 : (tensor<1x5x12x64xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1785 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1785 = tosa.reshape %1784, %kshape_1785 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %1786 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1787 = tosa.transpose %arg191 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_1788 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1788 = tosa.reshape %1785, %kshape_1788 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1789 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1789 = tosa.reshape %1787, %kshape_1789 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %1790 = tosa.matmul %1788, %1789, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_1791 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1791 = tosa.reshape %1790, %kshape_1791 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_1792 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1792 = tosa.reshape %arg192, %kshape_1792 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1793 = tosa.add %1792, %1791 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_1794 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1794 = tosa.reshape %1793, %kshape_1794 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %1795 = tosa.identity %1794 : (tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %1796 = tosa.add %1795, %1712 : (tensor<1x5x768xf32>, tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %1797 = tosa.reduce_sum %1796 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %1798 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1799 = tosa.reciprocal %1798 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_1800s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_1800 = tosa.reshape %1799, %kbr_1800s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %1800 = tosa.mul %kbr_1800, %1797, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %1801 = tosa.sub %1796, %1800 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %1802 = tosa.mul %1801, %1801, %kshift : (tensor<1x5x768xf32>, tensor<1x5x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %1803 = tosa.reduce_sum %1802 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %1804 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1805 = tosa.reciprocal %1804 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_1806s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_1806 = tosa.reshape %1805, %kbr_1806s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %1806 = tosa.mul %kbr_1806, %1803, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %1807 = "tosa.const"() <{values = dense<9.99999996E-13> : tensor<1x5x1xf32>}> : () -> tensor<1x5x1xf32>
    %1808 = tosa.add %1806, %1807 : (tensor<1x5x1xf32>, tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %1809 = tosa.rsqrt %1808 : (tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %1810 = tosa.sub %1796, %1800 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %1811 = tosa.mul %1810, %1809, %kshift : (tensor<1x5x768xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_1812 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1812 = tosa.reshape %arg193, %kshape_1812 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %1813 = tosa.mul %1811, %1812, %kshift : (tensor<1x5x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_1814 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1814 = tosa.reshape %arg194, %kshape_1814 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %1815 = tosa.add %1813, %1814 : (tensor<1x5x768xf32>, tensor<1x1x768xf32>) -> tensor<1x5x768xf32>
    %kshape_1816 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1816 = tosa.reshape %1815, %kshape_1816 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %1817 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1818 = tosa.transpose %arg195 {perms = array<i32: 1, 0>} : (tensor<3072x768xf32>) -> tensor<768x3072xf32>
    %kshape_1819 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1819 = tosa.reshape %1816, %kshape_1819 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %kshape_1820 = tosa.const_shape {values = dense<[1, 768, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1820 = tosa.reshape %1818, %kshape_1820 : (tensor<768x3072xf32>, !tosa.shape<3>) -> tensor<1x768x3072xf32>
    %1821 = tosa.matmul %1819, %1820, %kzp, %kzp : (tensor<1x5x768xf32>, tensor<1x768x3072xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x3072xf32>
    %kshape_1822 = tosa.const_shape {values = dense<[5, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1822 = tosa.reshape %1821, %kshape_1822 : (tensor<1x5x3072xf32>, !tosa.shape<2>) -> tensor<5x3072xf32>
    %kshape_1823 = tosa.const_shape {values = dense<[1, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1823 = tosa.reshape %arg196, %kshape_1823 : (tensor<3072xf32>, !tosa.shape<2>) -> tensor<1x3072xf32>
    %1824 = tosa.add %1823, %1822 : (tensor<1x3072xf32>, tensor<5x3072xf32>) -> tensor<5x3072xf32>
    %kshape_1825 = tosa.const_shape {values = dense<[1, 5, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1825 = tosa.reshape %1824, %kshape_1825 : (tensor<5x3072xf32>, !tosa.shape<3>) -> tensor<1x5x3072xf32>
    %1826 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x5x3072xf32>}> : () -> tensor<1x5x3072xf32>
    %1827 = tosa.mul %1825, %1826, %kshift : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>, tensor<1xi8>) -> tensor<1x5x3072xf32>
    %1828 = "tosa.const"() <{values = dense<0.707106769> : tensor<1x5x3072xf32>}> : () -> tensor<1x5x3072xf32>
    %1829 = tosa.mul %1825, %1828, %kshift : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>, tensor<1xi8>) -> tensor<1x5x3072xf32>
    %1830 = math.erf %1829 : tensor<1x5x3072xf32>
    %1831 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x5x3072xf32>}> : () -> tensor<1x5x3072xf32>
    %1832 = tosa.add %1830, %1831 : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>) -> tensor<1x5x3072xf32>
    %1833 = tosa.mul %1827, %1832, %kshift : (tensor<1x5x3072xf32>, tensor<1x5x3072xf32>, tensor<1xi8>) -> tensor<1x5x3072xf32>
    %kshape_1834 = tosa.const_shape {values = dense<[5, 3072]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1834 = tosa.reshape %1833, %kshape_1834 : (tensor<1x5x3072xf32>, !tosa.shape<2>) -> tensor<5x3072xf32>
    %1835 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1836 = tosa.transpose %arg197 {perms = array<i32: 1, 0>} : (tensor<768x3072xf32>) -> tensor<3072x768xf32>
    %kshape_1837 = tosa.const_shape {values = dense<[1, 5, 3072]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1837 = tosa.reshape %1834, %kshape_1837 : (tensor<5x3072xf32>, !tosa.shape<3>) -> tensor<1x5x3072xf32>
    %kshape_1838 = tosa.const_shape {values = dense<[1, 3072, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1838 = tosa.reshape %1836, %kshape_1838 : (tensor<3072x768xf32>, !tosa.shape<3>) -> tensor<1x3072x768xf32>
    %1839 = tosa.matmul %1837, %1838, %kzp, %kzp : (tensor<1x5x3072xf32>, tensor<1x3072x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x768xf32>
    %kshape_1840 = tosa.const_shape {values = dense<[5, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1840 = tosa.reshape %1839, %kshape_1840 : (tensor<1x5x768xf32>, !tosa.shape<2>) -> tensor<5x768xf32>
    %kshape_1841 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1841 = tosa.reshape %arg198, %kshape_1841 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1842 = tosa.add %1841, %1840 : (tensor<1x768xf32>, tensor<5x768xf32>) -> tensor<5x768xf32>
    %kshape_1843 = tosa.const_shape {values = dense<[1, 5, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1843 = tosa.reshape %1842, %kshape_1843 : (tensor<5x768xf32>, !tosa.shape<3>) -> tensor<1x5x768xf32>
    %1844 = tosa.identity %1843 : (tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %1845 = tosa.add %1844, %1815 : (tensor<1x5x768xf32>, tensor<1x5x768xf32>) -> tensor<1x5x768xf32>
    %1846 = tosa.reduce_sum %1845 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %1847 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1848 = tosa.reciprocal %1847 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_1849s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_1849 = tosa.reshape %1848, %kbr_1849s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %1849 = tosa.mul %kbr_1849, %1846, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %1850 = tosa.sub %1845, %1849 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %1851 = tosa.mul %1850, %1850, %kshift : (tensor<1x5x768xf32>, tensor<1x5x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %1852 = tosa.reduce_sum %1851 {axis = 2 : i32} : (tensor<1x5x768xf32>) -> tensor<1x5x1xf32>
    %1853 = "tosa.const"() <{values = dense<7.680000e+02> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1854 = tosa.reciprocal %1853 : (tensor<1xf32>) -> tensor<1xf32>
    %kbr_1855s = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %kbr_1855 = tosa.reshape %1854, %kbr_1855s : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
    %1855 = tosa.mul %kbr_1855, %1852, %kshift : (tensor<1x1x1xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %1856 = "tosa.const"() <{values = dense<9.99999996E-13> : tensor<1x5x1xf32>}> : () -> tensor<1x5x1xf32>
    %1857 = tosa.add %1855, %1856 : (tensor<1x5x1xf32>, tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %1858 = tosa.rsqrt %1857 : (tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %1859 = tosa.sub %1845, %1849 : (tensor<1x5x768xf32>, tensor<1x5x1xf32>) -> tensor<1x5x768xf32>
    %1860 = tosa.mul %1859, %1858, %kshift : (tensor<1x5x768xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_1861 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1861 = tosa.reshape %arg199, %kshape_1861 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %1862 = tosa.mul %1860, %1861, %kshift : (tensor<1x5x768xf32>, tensor<1x1x768xf32>, tensor<1xi8>) -> tensor<1x5x768xf32>
    %kshape_1863 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1863 = tosa.reshape %arg200, %kshape_1863 : (tensor<768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %1864 = tosa.add %1862, %1863 : (tensor<1x5x768xf32>, tensor<1x1x768xf32>) -> tensor<1x5x768xf32>
    %extracted_slice_3 = tensor.extract_slice %1864[0, 0, 0] [1, 5, 768] [1, 1, 1] : tensor<1x5x768xf32> to tensor<1x5x768xf32>
    %ksl_1865a = tosa.const_shape {values = dense<[0, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %ksl_1865b = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1865 = tosa.slice %extracted_slice_3, %ksl_1865a, %ksl_1865b : (tensor<1x5x768xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %kshape_1866 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1866 = tosa.reshape %1865, %kshape_1866 : (tensor<1x1x768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1867 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1868 = tosa.transpose %arg201 {perms = array<i32: 1, 0>} : (tensor<768x768xf32>) -> tensor<768x768xf32>
    %kshape_1869 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1869 = tosa.reshape %1866, %kshape_1869 : (tensor<1x768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %kshape_1870 = tosa.const_shape {values = dense<[1, 768, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1870 = tosa.reshape %1868, %kshape_1870 : (tensor<768x768xf32>, !tosa.shape<3>) -> tensor<1x768x768xf32>
    %1871 = tosa.matmul %1869, %1870, %kzp, %kzp : (tensor<1x1x768xf32>, tensor<1x768x768xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x768xf32>
    %kshape_1872 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1872 = tosa.reshape %1871, %kshape_1872 : (tensor<1x1x768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %kshape_1873 = tosa.const_shape {values = dense<[1, 768]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1873 = tosa.reshape %arg202, %kshape_1873 : (tensor<768xf32>, !tosa.shape<2>) -> tensor<1x768xf32>
    %1874 = tosa.add %1873, %1872 : (tensor<1x768xf32>, tensor<1x768xf32>) -> tensor<1x768xf32>
    %1875 = tosa.tanh %1874 : (tensor<1x768xf32>) -> tensor<1x768xf32>
    %1876 = tosa.identity %1875 : (tensor<1x768xf32>) -> tensor<1x768xf32>
    %1877 = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1878 = tosa.transpose %arg203 {perms = array<i32: 1, 0>} : (tensor<6x768xf32>) -> tensor<768x6xf32>
    %kshape_1879 = tosa.const_shape {values = dense<[1, 1, 768]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1879 = tosa.reshape %1876, %kshape_1879 : (tensor<1x768xf32>, !tosa.shape<3>) -> tensor<1x1x768xf32>
    %kshape_1880 = tosa.const_shape {values = dense<[1, 768, 6]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1880 = tosa.reshape %1878, %kshape_1880 : (tensor<768x6xf32>, !tosa.shape<3>) -> tensor<1x768x6xf32>
    %1881 = tosa.matmul %1879, %1880, %kzp, %kzp : (tensor<1x1x768xf32>, tensor<1x768x6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x6xf32>
    %kshape_1882 = tosa.const_shape {values = dense<[1, 6]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1882 = tosa.reshape %1881, %kshape_1882 : (tensor<1x1x6xf32>, !tosa.shape<2>) -> tensor<1x6xf32>
    %kshape_1883 = tosa.const_shape {values = dense<[1, 6]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1883 = tosa.reshape %arg204, %kshape_1883 : (tensor<6xf32>, !tosa.shape<2>) -> tensor<1x6xf32>
    %1884 = tosa.add %1883, %1882 : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xf32>
    return %1884 : tensor<1x6xf32>
  }
}

